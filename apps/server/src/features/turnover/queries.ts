/** SQL for turnover requirements. */
import type { Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { countMatching } from '../../platform/db/table-rows.js';

/** Read by every settled stake, so compiled once (see compiledOnce). */
const selectActive = compiledOnce((db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('turnovers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .orderBy('id'),
);

export function listActiveForUpdate(trx: Transaction<Database>, userId: number) {
  return selectActive(trx, userId);
}

export async function countActive(db: Executor, userId: number): Promise<number> {
  return countMatching(db, 'turnovers', { user_id: userId, status: 'active' });
}

/** A player's requirements with what created them, newest first. */
export function listWithSources(db: Executor, userId: number) {
  return db
    .selectFrom('turnovers')
    .leftJoin('wallet_transactions', 'wallet_transactions.id', 'turnovers.transaction_id')
    .leftJoin('payment_methods', 'payment_methods.id', 'wallet_transactions.payment_method_id')
    .leftJoin('promotions', 'promotions.id', 'turnovers.promotion_id')
    .select([
      'turnovers.id',
      'turnovers.status',
      'turnovers.created_at',
      'turnovers.completed_at',
      'turnovers.multiple',
      'turnovers.required_paisa',
      'turnovers.remaining_paisa',
      'wallet_transactions.action',
      'wallet_transactions.amount_paisa',
      'wallet_transactions.bonus_paisa',
      'payment_methods.name as method_name',
      'promotions.name as promotion_name',
    ])
    .where('turnovers.user_id', '=', userId)
    .orderBy('turnovers.id', 'desc')
    .limit(200)
    .execute();
}
