/** The SQL of the odds feed: the sandbox's events, and the bets resting on a market. */
import type { Executor } from '../../../platform/ledger/ledger.js';

/** Every order with stake resting on a market, whoever placed it. */
export function listRestingOrders(db: Executor, marketId: string) {
  return db
    .selectFrom('exchange_orders')
    .select(['id', 'user_id'])
    .where('market_id', '=', marketId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

export type FeedEventRow = Awaited<ReturnType<typeof listFeedEvents>>[number];

/** The sandbox feed's live events of a sport, with their state. */
export function listFeedEvents(db: Executor, idPrefix: string) {
  return db
    .selectFrom('exchange_events')
    .selectAll()
    .where('id', 'like', `${idPrefix}%`)
    .where('status', '!=', 'closed')
    .orderBy('open_date')
    .execute();
}

/** Whether the sandbox has ever listed an event of a sport (an empty one starts with its day). */
export async function hasFeedEvents(db: Executor, idPrefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('exchange_events')
    .select('id')
    .where('id', 'like', `${idPrefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
