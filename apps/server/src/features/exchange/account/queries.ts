/**
 * The SQL of the player's reads of their own exchange rows: their bets (the bet slip's list, the
 * Account pages, the betting record), settled positions, Main movements and sign-ins.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { marketsWithEvents } from '../betting/market-rows.js';
import type { ExchangeOrderRow } from '../tables.js';
import { pageWithTotal, type PageRange } from '../../../platform/db/page-with-total.js';

/** The player's bets, newest first, on one market or all. */
export function listUserOrders(
  db: Executor,
  userId: number,
  filter: { marketId?: string | undefined; limit: number },
): Promise<ExchangeOrderRow[]> {
  let query = db.selectFrom('exchange_orders').selectAll().where('user_id', '=', userId);
  if (filter.marketId !== undefined) query = query.where('market_id', '=', filter.marketId);
  return query.orderBy('id', 'desc').limit(filter.limit).execute();
}

export function listFillsOfOrders(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exchange_fills')
    .selectAll()
    .where((eb) =>
      eb.or([eb('taker_order_id', 'in', [...orderIds]), eb('maker_order_id', 'in', [...orderIds])]),
    )
    .execute();
}

/** A player's bets, with the names of their market, event and runner to show beside them. */
function ordersWithNamesOf(db: Executor, userId: number) {
  return db
    .selectFrom('exchange_orders as o')
    .innerJoin('exchange_markets as m', 'm.id', 'o.market_id')
    .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
    .leftJoin('exchange_runners as r', (join) =>
      join.onRef('r.market_id', '=', 'o.market_id').onRef('r.selection_id', '=', 'o.selection_id'),
    )
    .where('o.user_id', '=', userId);
}

/** The player's bets placed since a time, with their market, event and runner names. */
export function listRecordOrders(db: Executor, userId: number, since: string, limit: number) {
  return ordersWithNamesOf(db, userId)
    .select([
      'o.id',
      'o.side',
      'o.price_hundredths',
      'o.rate',
      'o.no_line',
      'o.yes_line',
      'o.matched_paisa',
      'o.status',
      'o.net_paisa',
      'o.placed_at',
      'm.name as market_name',
      'm.kind',
      'e.name as event_name',
      'e.sport',
      'r.name as runner_name',
    ])
    .where('o.placed_at', '>=', since)
    .where('o.matched_paisa', '>', 0)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

// ---- The Account area (/exchange-account) --------------------------------------------------

const accountOrderColumns = [
  'o.id',
  'o.market_id',
  'o.user_id',
  'o.selection_id',
  'o.updated_at',
  'o.side',
  'o.price_hundredths',
  'o.rate',
  'o.no_line',
  'o.yes_line',
  'o.quote_overround_ppm',
  'o.stake_paisa',
  'o.matched_paisa',
  'o.cancelled_paisa',
  'o.status',
  'o.net_paisa',
  'o.placed_at',
  'o.settled_at',
  'm.name as market_name',
  'm.kind',
  'e.id as event_id',
  'e.name as event_name',
  'e.sport',
  'r.name as runner_name',
] as const;

/** Bets not yet settled: waiting in the book or matched, newest first. */
export function listAccountOpenOrders(db: Executor, userId: number, limit: number) {
  return ordersWithNamesOf(db, userId)
    .select(accountOrderColumns)
    .where('o.status', 'in', ['open', 'matched'])
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

export type AccountOrderRow = Awaited<ReturnType<typeof listAccountOpenOrders>>[number];

/** Settled and voided bets whose market closed inside [fromIso, toIso), newest first. */
export function listAccountSettledOrders(
  db: Executor,
  userId: number,
  range: PageRange & { fromIso: string; toIso: string },
) {
  const settled = ordersWithNamesOf(db, userId)
    .where('o.status', 'in', ['settled', 'voided'])
    .where('o.settled_at', '>=', range.fromIso)
    .where('o.settled_at', '<', range.toIso);
  return pageWithTotal(
    settled,
    (query) =>
      query.select(accountOrderColumns).orderBy('o.settled_at', 'desc').orderBy('o.id', 'desc'),
    range,
  );
}

/** The player's settled positions in [fromIso, toIso) on markets where a bet of theirs matched. */
export function listAccountSettledPositions(
  db: Executor,
  userId: number,
  range: { fromIso: string; toIso: string },
) {
  return db
    .selectFrom('exchange_positions as p')
    .innerJoin('exchange_markets as m', 'm.id', 'p.market_id')
    .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
    .select([
      'p.market_id',
      'p.net_paisa',
      'p.commission_paisa',
      'p.settled_at',
      'm.name as market_name',
      'm.kind',
      'e.name as event_name',
      'e.sport',
    ])
    .where('p.user_id', '=', userId)
    .where('p.settled_at', '>=', range.fromIso)
    .where('p.settled_at', '<', range.toIso)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('exchange_orders as o')
          .select('o.id')
          .whereRef('o.market_id', '=', 'p.market_id')
          .where('o.user_id', '=', userId)
          .where('o.matched_paisa', '>', 0),
      ),
    )
    .orderBy('p.settled_at', 'desc')
    .orderBy('p.market_id')
    .execute();
}

const EXCHANGE_MOVEMENT_CODES = [
  'bet_exposure',
  'bet_exposure_release',
  'bet_settle',
  'commission',
];

/**
 * The exchange's movements in or out of the player's Main account, newest first, each with the
 * sum of every later Main movement (of any kind), so the balance after it can be told from
 * today's balance.
 */
export function listExchangeMovements(db: Executor, mainAccountId: number, page: PageRange) {
  const movements = db
    .selectFrom('ledger_transfers as t')
    .where((eb) =>
      eb.or([
        eb('t.debit_account_id', '=', mainAccountId),
        eb('t.credit_account_id', '=', mainAccountId),
      ]),
    )
    .where('t.code', 'in', EXCHANGE_MOVEMENT_CODES)
    .where('t.reference', 'like', 'exchange:%');
  return pageWithTotal(
    movements,
    (query) =>
      query
        .select([
          't.id',
          't.code',
          't.amount_paisa',
          't.credit_account_id',
          't.reference',
          't.created_at',
          sql<
            number | string
          >`(select coalesce(sum(case when later.credit_account_id = ${mainAccountId} then later.amount_paisa else -later.amount_paisa end), 0) from ledger_transfers as later where (later.debit_account_id = ${mainAccountId} or later.credit_account_id = ${mainAccountId}) and later.id > t.id)`.as(
            'later_paisa',
          ),
        ])
        .orderBy('t.id', 'desc'),
    page,
  );
}

export function findPlayerAccountId(db: Executor, userId: number, kind: 'player_main') {
  return db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export function listMarketNames(db: Executor, marketIds: readonly string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return marketsWithEvents(db)
    .select(['m.id', 'm.name as market_name', 'e.name as event_name'])
    .where('m.id', 'in', [...marketIds])
    .execute();
}

/** The player's sign-ins (their login sessions), newest first. */
export function listSignIns(db: Executor, userId: number, page: PageRange) {
  const signIns = db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('kind', '=', 'player');
  return pageWithTotal(
    signIns,
    (query) =>
      query
        .select(['id', 'created_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
        .orderBy('id', 'desc'),
    page,
  );
}
