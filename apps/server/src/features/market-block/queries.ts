/** SQL for market blocks. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function findMarketBlock(db: Executor, userId: number) {
  return db
    .selectFrom('market_blocks')
    .select(['exchange_market', 'cs_market', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertMarketBlock(
  db: Executor,
  block: { userId: number; exchangeMarket: number; csMarket: number; status: string; now: string },
): Promise<void> {
  const values = {
    exchange_market: block.exchangeMarket,
    cs_market: block.csMarket,
    status: block.status,
    updated_at: block.now,
  };
  await db
    .insertInto('market_blocks')
    .values({ user_id: block.userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
