/** SQL for password-reset codes. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

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
  await db
    .updateTable('password_reset_codes')
    .set({ used_at: code.now })
    .where('user_id', '=', code.userId)
    .where('used_at', 'is', null)
    .execute();
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

/**
 * Counts a wrong guess and burns the code at the limit, in one statement: concurrent guesses
 * cannot read a stale count, and a code that was just used is never reopened.
 */
export async function recordWrongAttempt(
  db: Executor,
  codeId: number,
  attemptsMax: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set((eb) => ({
      wrong_attempts: eb('wrong_attempts', '+', 1),
      used_at: eb
        .case()
        .when('wrong_attempts', '>=', attemptsMax - 1)
        .then(now)
        .else(eb.ref('used_at'))
        .end(),
    }))
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .execute();
}

/** Marks a code used only if it still is open, so two resets with one code cannot both win. */
export async function consumeCode(db: Executor, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
