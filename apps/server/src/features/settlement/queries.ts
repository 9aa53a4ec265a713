/** SQL for the settlement book. */
import type { Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';

/** Run by every settled bet and round, so compiled once (see compiledOnce). */
const insertStakeOnce = compiledOnce(
  (
    db: Kysely<Database>,
    settlementId: string,
    userId: number,
    stakePaisa: number,
    countedPaisa: number,
    now: string,
  ) =>
    db
      .insertInto('settled_stakes')
      .values({
        settlement_id: settlementId,
        user_id: userId,
        stake_paisa: stakePaisa,
        counted_paisa: countedPaisa,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('settlement_id').doNothing())
      .returning('id'),
);

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
  const rows = await insertStakeOnce(
    trx,
    stake.settlementId,
    stake.userId,
    stake.stakePaisa,
    stake.countedPaisa,
    stake.now,
  );
  return rows.length > 0;
}

export function findSettledStake(trx: Transaction<Database>, settlementId: string) {
  return trx
    .selectFrom('settled_stakes')
    .select(['user_id', 'stake_paisa'])
    .where('settlement_id', '=', settlementId)
    .executeTakeFirst();
}
