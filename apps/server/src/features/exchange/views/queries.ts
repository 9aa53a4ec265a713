/**
 * The SQL of the public reads of events and markets: a sport's events, an event's markets, several
 * Match Odds markets with their events, finished markets' results, and the open-bet count.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import { marketsWithEvents } from '../betting/market-rows.js';
import { listRows } from '../../../platform/db/table-rows.js';

/** Events of a sport that are not closed, with their Match Odds market, soonest first. */
export function listSportEvents(db: Executor, sport: 'cricket' | 'soccer' | 'tennis') {
  return db
    .selectFrom('exchange_events as e')
    .innerJoin('exchange_markets as m', (join) =>
      join.onRef('m.event_id', '=', 'e.id').on('m.kind', '=', 'match_odds'),
    )
    .select(['e.id as event_id', 'e.name', 'e.open_date', 'e.status', 'm.id as market_id'])
    .where('e.sport', '=', sport)
    .where('e.status', '!=', 'closed')
    .orderBy('e.open_date')
    .orderBy('e.id')
    .execute();
}

/** Which of these events have Fancy or Bookmaker markets open. */
export function listSideMarketKinds(db: Executor, eventIds: readonly string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exchange_markets')
    .select(['event_id', 'kind'])
    .where('event_id', 'in', [...eventIds])
    .where('kind', 'in', ['fancy', 'bookmaker'])
    .where('status', 'in', ['open', 'suspended'])
    .execute();
}

export function listEventMarkets(db: Executor, eventId: string) {
  return listRows(db, 'exchange_markets', { event_id: eventId }, 'id');
}

export async function countOpenBets(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('exchange_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ['open', 'matched'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---- The event lists (market-lists.ts) -------------------------------------------------------

/** These Match Odds markets with their events' names, sports and start times. */
export function listMatchOddsWithEvents(db: Executor, marketIds: readonly string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return marketsWithEvents(db)
    .select([
      'm.id as market_id',
      'm.status',
      'm.ball_running',
      'e.id as event_id',
      'e.name',
      'e.sport',
      'e.open_date',
    ])
    .where('m.id', 'in', [...marketIds])
    .where('m.kind', '=', 'match_odds')
    .execute();
}

/** Match Odds markets settled or voided since `sinceIso`, newest first, with their events. */
export function listSettledMatchOdds(
  db: Executor,
  filter: { sport: 'cricket' | 'soccer' | 'tennis' | undefined; sinceIso: string; limit: number },
) {
  let query = marketsWithEvents(db)
    .select([
      'm.id as market_id',
      'm.status',
      'm.result',
      'm.settled_at',
      'e.id as event_id',
      'e.name',
      'e.sport',
      'e.open_date',
    ])
    .where('m.kind', '=', 'match_odds')
    .where('m.status', 'in', ['settled', 'voided'])
    .where('m.settled_at', '>=', filter.sinceIso);
  if (filter.sport !== undefined) query = query.where('e.sport', '=', filter.sport);
  return query.orderBy('m.settled_at', 'desc').orderBy('m.id').limit(filter.limit).execute();
}

export function listRunnersOfMarkets(db: Executor, marketIds: readonly string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exchange_runners')
    .select(['market_id', 'selection_id', 'name'])
    .where('market_id', 'in', [...marketIds])
    .execute();
}
