/** SQL for password-reset codes. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A new code replaces any the player still had open. */
export async function replaceOpenCodes(
  db: Executor,
  code: {
    userId: number;
    channel: 'email' | 'sms';
    codeHash: string;
    expiresAt: string;
    now: string;
  },
): Promise<void> {
  await updateRows(
    db,
    'password_reset_codes',
    { used_at: code.now },
    { user_id: code.userId, used_at: null },
  );
  await db
    .insertInto('password_reset_codes')
    .values({
      user_id: code.userId,
      channel: code.channel,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      wrong_attempts: 0,
      used_at: null,
      created_at: code.now,
    })
    .execute();
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
