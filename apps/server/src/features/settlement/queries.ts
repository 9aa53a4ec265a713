/** SQL for the settlement book. */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

/** Writes the settlement once; answers false when its id was already recorded. */
export async function insertSettledStake(
  trx: Transaction<Database>,
  stake: {
    settlementId: string;
    userId: number;
    stakePaisa: number;
    countedPaisa: number;
    now: string;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('settled_stakes')
    .values({
      settlement_id: stake.settlementId,
      user_id: stake.userId,
      stake_paisa: stake.stakePaisa,
      counted_paisa: stake.countedPaisa,
      created_at: stake.now,
    })
    .onConflict((conflict) => conflict.column('settlement_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function findSettledStake(trx: Transaction<Database>, settlementId: string) {
  return trx
    .selectFrom('settled_stakes')
    .select(['user_id', 'stake_paisa'])
    .where('settlement_id', '=', settlementId)
    .executeTakeFirst();
}
