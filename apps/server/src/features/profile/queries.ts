/** SQL for contact verification codes. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { VerificationPurpose } from './tables.js';
import { updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A new code replaces any the player still had open for the same purpose. */
export async function replaceOpenVerificationCodes(
  db: Executor,
  code: {
    userId: number;
    purpose: VerificationPurpose;
    target: string;
    codeHash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await updateRows(
    db,
    'verification_codes',
    { used_at: code.now },
    { user_id: code.userId, purpose: code.purpose, used_at: null },
  );
  await db
    .insertInto('verification_codes')
    .values({
      user_id: code.userId,
      purpose: code.purpose,
      target: code.target,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      wrong_attempts: 0,
      used_at: null,
      created_at: code.now,
    })
    .execute();
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
