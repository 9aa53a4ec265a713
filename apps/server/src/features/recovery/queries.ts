/** SQL for password-reset codes. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import {
  replaceOpenOneTimeCodes,
  type NewOneTimeCode,
} from '../../platform/one-time-codes/one-time-codes.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A new code replaces any the player still had open. */
export function replaceOpenCodes(
  db: Executor,
  code: NewOneTimeCode & { channel: 'email' | 'sms' },
): Promise<void> {
  return replaceOpenOneTimeCodes(
    db,
    'password_reset_codes',
    code,
    { user_id: code.userId },
    {
      channel: code.channel,
    },
  );
}

export function findOpenCode(db: Executor, userId: number, now: string, attemptsMax: number) {
  return db
    .selectFrom('password_reset_codes')
    .select(['id', 'code_hash', 'wrong_attempts'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_attempts', '<', attemptsMax)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
