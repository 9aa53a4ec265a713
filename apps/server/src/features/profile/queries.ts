/** SQL for contact verification codes. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { VerificationPurpose } from './tables.js';
import {
  replaceOpenOneTimeCodes,
  type NewOneTimeCode,
} from '../../platform/one-time-codes/one-time-codes.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A new code replaces any the player still had open for the same purpose. */
export function replaceOpenVerificationCodes(
  db: Executor,
  code: NewOneTimeCode & { purpose: VerificationPurpose; target: string },
): Promise<void> {
  const open = { user_id: code.userId, purpose: code.purpose };
  return replaceOpenOneTimeCodes(db, 'verification_codes', code, open, {
    purpose: code.purpose,
    target: code.target,
  });
}

/** The open code of a purpose (and target, when named): unused, unexpired, with tries left. */
export function findOpenVerificationCode(
  db: Executor,
  query: {
    userId: number;
    purpose: VerificationPurpose;
    target?: string | undefined;
    now: string;
    attemptsMax: number;
  },
) {
  let select = db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'target'])
    .where('user_id', '=', query.userId)
    .where('purpose', '=', query.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', query.now)
    .where('wrong_attempts', '<', query.attemptsMax);
  if (query.target !== undefined) select = select.where('target', '=', query.target);
  return select.orderBy('id', 'desc').executeTakeFirst();
}

/** How many codes of a purpose went out since a moment, and the first and last of them. */
export async function summariseSendsSince(
  db: Executor,
  userId: number,
  purpose: VerificationPurpose,
  since: string,
): Promise<{ count: number; firstAt: string | null; lastAt: string | null }> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('created_at').as('first_at'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), firstAt: row.first_at, lastAt: row.last_at };
}
