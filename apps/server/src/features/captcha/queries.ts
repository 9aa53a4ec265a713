/** SQL for captcha challenges. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function insertChallenge(
  db: Executor,
  challenge: { id: string; answerHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('captcha_challenges')
    .values({
      id: challenge.id,
      answer_hash: challenge.answerHash,
      expires_at: challenge.expiresAt,
      used_at: null,
      created_at: challenge.now,
    })
    .execute();
}

export async function deleteExpiredChallenges(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('captcha_challenges').where('expires_at', '<', now).execute();
}

/** Marks a live challenge used and returns its answer hash; undefined when none is live. */
export async function useChallenge(
  db: Executor,
  id: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('captcha_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash;
}
