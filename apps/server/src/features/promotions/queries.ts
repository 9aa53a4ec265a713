/** SQL for promotions. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { PromotionsTable } from './tables.js';
import { countMatching, findRow, insertRow } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Promotions running on a calendar day, listed or deposit-only. */
export function listRunningPromotions(db: Executor, today: string) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('status', 'in', ['display', 'active'])
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findPromotion(db: Executor, id: number) {
  return findRow(db, 'promotions', { id });
}

export async function countPromotions(db: Executor): Promise<number> {
  return countMatching(db, 'promotions', {});
}

/** Every promotion for the operator: switched-off and past ones too, in the players' order. */
export function listAllPromotions(db: Executor) {
  return db.selectFrom('promotions').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function insertPromotion(
  db: Executor,
  values: Omit<PromotionsTable, 'id'>,
): Promise<number> {
  return insertRow(db, 'promotions', values);
}

export async function updatePromotion(
  db: Executor,
  id: number,
  values: Partial<Omit<PromotionsTable, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('promotions').set(values).where('id', '=', id).execute();
}

/**
 * Takes the player's claim lock on a promotion: on PostgreSQL the upserted row stays locked until
 * the transaction ends, so a second claim of the same player waits and then counts the first.
 */
export async function lockPromotionClaims(
  trx: Transaction<Database>,
  promotionId: number,
  userId: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('promotion_claim_locks')
    .values({ promotion_id: promotionId, user_id: userId, locked_at: now })
    .onConflict((conflict) =>
      conflict.columns(['promotion_id', 'user_id']).doUpdateSet({ locked_at: now }),
    )
    .execute();
}
