/**
 * The betting core's SQL (placing, cancelling, matching, exposure, the market maker, settlement),
 * some of it read by the sub-folders too; each sub-folder keeps the SQL only it uses in its own
 * queries.ts. Every write runs inside the caller's transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../../platform/db/compiled-once.js';
import type { Database } from '../../../platform/db/database.js';
import type { Executor } from '../../../platform/ledger/ledger.js';
import type {
  ExchangeFillRow,
  ExchangeMarketRow,
  ExchangeOrderRow,
  ExchangeOrderStatus,
  ExchangePositionRow,
} from '../tables.js';
import { findRow, listRows, updateRows } from '../../../platform/db/table-rows.js';

// The queries every bet runs are compiled once per database (see compiledOnce): building and
// compiling a Kysely query costs about as much CPU as SQLite takes to run it.
const lockMarketRow = compiledOnce((db: Kysely<Database>, marketId: string, now: string) =>
  db
    .updateTable('exchange_markets')
    .set((eb) => ({ updated_at: now, book_version: eb('book_version', '+', 1) }))
    .where('id', '=', marketId)
    .returningAll(),
);

/**
 * Locks the market row (an update takes the row lock on PostgreSQL) and answers it. The lock is
 * taken to change the books, so it counts a new book version: the instance keeping the market in
 * memory sees that someone else changed it (betting/live-market.ts).
 */
export async function lockMarket(
  trx: Transaction<Database>,
  marketId: string,
  now: string,
): Promise<ExchangeMarketRow | undefined> {
  return (await lockMarketRow(trx, marketId, now))[0];
}

export function findMarket(db: Executor, marketId: string) {
  return findRow(db, 'exchange_markets', { id: marketId });
}

const selectRunners = compiledOnce((db: Kysely<Database>, marketId: string) =>
  db
    .selectFrom('exchange_runners')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('sort_order'),
);

export function listRunners(db: Executor, marketId: string) {
  return selectRunners(db, marketId);
}

const selectOpenOrders = compiledOnce((db: Kysely<Database>, marketId: string) =>
  db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('status', '=', 'open')
    .orderBy('id'),
);

/** Orders with stake still resting, oldest first (time priority). */
export function listOpenOrders(db: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return selectOpenOrders(db, marketId);
}

export function listFills(db: Executor, marketId: string): Promise<ExchangeFillRow[]> {
  return listRows(db, 'exchange_fills', { market_id: marketId }, 'id');
}

/** The market's fills in which any of `userIds` took part, as taker or maker. */
export function listFillsOfUsers(
  db: Executor,
  marketId: string,
  userIds: readonly number[],
): Promise<ExchangeFillRow[]> {
  return db
    .selectFrom('exchange_fills')
    .selectAll()
    .where('market_id', '=', marketId)
    .where((eb) =>
      eb.or([eb('taker_user_id', 'in', [...userIds]), eb('maker_user_id', 'in', [...userIds])]),
    )
    .orderBy('id')
    .execute();
}

/** Markets (`m`) beside their events (`e`), for the lists that name both. */
export function marketsWithEvents(db: Executor) {
  return db
    .selectFrom('exchange_markets as m')
    .innerJoin('exchange_events as e', 'e.id', 'm.event_id');
}

export function listMarketOrders(db: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return listRows(db, 'exchange_orders', { market_id: marketId }, 'id');
}

export async function insertOrder(
  trx: Transaction<Database>,
  order: {
    marketId: string;
    userId: number;
    selectionId: number;
    side: 'back' | 'lay';
    priceHundredths: number;
    stakePaisa: number;
    /** Already matched when stored after its matching (the rest rests). */
    matchedPaisa?: number;
    now: string;
  },
): Promise<ExchangeOrderRow> {
  const matchedPaisa = order.matchedPaisa ?? 0;
  return trx
    .insertInto('exchange_orders')
    .values({
      market_id: order.marketId,
      user_id: order.userId,
      selection_id: order.selectionId,
      side: order.side,
      price_hundredths: order.priceHundredths,
      rate: null,
      no_line: null,
      yes_line: null,
      stake_paisa: order.stakePaisa,
      matched_paisa: matchedPaisa,
      status: matchedPaisa < order.stakePaisa ? 'open' : 'matched',
      net_paisa: null,
      placed_at: order.now,
      updated_at: order.now,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds matched and cancelled stake to an order and sets its status from what is left. */
export async function addToOrder(
  trx: Transaction<Database>,
  orderId: number,
  change: { matchedPaisa: number; cancelledPaisa: number; now: string },
): Promise<void> {
  // One statement: the SET expressions read the row as it was, so the status is worked out
  // from the old amounts plus the change.
  const updated = await updateOrderAmounts(
    trx,
    change.matchedPaisa,
    change.cancelledPaisa,
    change.matchedPaisa + change.cancelledPaisa,
    change.now,
    orderId,
  );
  if (updated.length !== 1) throw new Error(`order ${orderId} is missing`);
}

const updateOrderAmounts = compiledOnce(
  (
    db: Kysely<Database>,
    matchedPaisa: number,
    cancelledPaisa: number,
    changedPaisa: number,
    now: string,
    orderId: number,
  ) =>
    db
      .updateTable('exchange_orders')
      .set((eb) => ({
        matched_paisa: eb('matched_paisa', '+', matchedPaisa),
        cancelled_paisa: eb('cancelled_paisa', '+', cancelledPaisa),
        status: sql<ExchangeOrderStatus>`case when stake_paisa - matched_paisa - cancelled_paisa - ${changedPaisa} > 0 then 'open' when matched_paisa + ${matchedPaisa} > 0 then 'matched' else 'cancelled' end`,
        updated_at: now,
      }))
      .where('id', '=', orderId)
      .returning('id'),
);

export async function insertFill(
  trx: Transaction<Database>,
  fill: Omit<ExchangeFillRow, 'id'>,
): Promise<void> {
  await insertFills(trx, [fill]);
}

/** Several fills in one statement. */
export async function insertFills(
  trx: Transaction<Database>,
  fills: readonly Omit<ExchangeFillRow, 'id'>[],
): Promise<void> {
  if (fills.length > 0)
    await trx
      .insertInto('exchange_fills')
      .values([...fills])
      .execute();
}

const selectPosition = compiledOnce((db: Kysely<Database>, marketId: string, userId: number) =>
  db
    .selectFrom('exchange_positions')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('user_id', '=', userId),
);

export async function findPosition(
  db: Executor,
  marketId: string,
  userId: number,
): Promise<ExchangePositionRow | undefined> {
  return (await selectPosition(db, marketId, userId))[0];
}

export async function ensurePosition(
  trx: Transaction<Database>,
  position: {
    marketId: string;
    userId: number;
    /** Needed only to open the position; a player's currency is read then when not given. */
    currency: string | undefined;
    now: string;
  },
): Promise<ExchangePositionRow> {
  // A player's later bets on a market find the position open: one read.
  const existing = await findPosition(trx, position.marketId, position.userId);
  if (existing) return existing;
  const currency = position.currency ?? (await findUserCurrency(trx, position.userId));
  await trx
    .insertInto('exchange_positions')
    .values({
      market_id: position.marketId,
      user_id: position.userId,
      currency,
      net_paisa: null,
      commission_paisa: null,
      settled_at: null,
      updated_at: position.now,
    })
    .onConflict((conflict) => conflict.columns(['market_id', 'user_id']).doNothing())
    .execute();
  const row = await findPosition(trx, position.marketId, position.userId);
  if (!row) throw new Error(`position of ${position.userId} on ${position.marketId} vanished`);
  return row;
}

export async function setPositionExposure(
  trx: Transaction<Database>,
  positionId: number,
  exposurePaisa: number,
  now: string,
): Promise<void> {
  await updatePositionExposure(trx, exposurePaisa, now, positionId);
}

const updatePositionExposure = compiledOnce(
  (db: Kysely<Database>, exposurePaisa: number, now: string, positionId: number) =>
    db
      .updateTable('exchange_positions')
      .set((eb) => ({
        exposure_paisa: exposurePaisa,
        movements: eb('movements', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', positionId),
);

export function listPositions(db: Executor, marketId: string): Promise<ExchangePositionRow[]> {
  return listRows(db, 'exchange_positions', { market_id: marketId }, 'user_id');
}

/** What every settling write stamps beside its result. */
function settledAt(now: string): { settled_at: string; updated_at: string } {
  return { settled_at: now, updated_at: now };
}

export async function settlePosition(
  trx: Transaction<Database>,
  positionId: number,
  result: { netPaisa: number; commissionPaisa: number; now: string },
): Promise<void> {
  const net = { net_paisa: result.netPaisa, commission_paisa: result.commissionPaisa };
  await updateRows(
    trx,
    'exchange_positions',
    { ...net, ...settledAt(result.now) },
    { id: positionId },
  );
}

export function findOrder(db: Executor, orderId: number): Promise<ExchangeOrderRow | undefined> {
  return findRow(db, 'exchange_orders', { id: orderId });
}

export async function findUserCurrency(db: Executor, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('currency')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.currency;
}

/** One order's fills, found through the market's index (the order ids have none). */
export function listFillsOfOrderInMarket(db: Executor, marketId: string, orderId: number) {
  return db
    .selectFrom('exchange_fills')
    .selectAll()
    .where('market_id', '=', marketId)
    .where((eb) => eb.or([eb('taker_order_id', '=', orderId), eb('maker_order_id', '=', orderId)]))
    .execute();
}

export async function markMarketResult(
  trx: Transaction<Database>,
  marketId: string,
  result: { status: 'settled' | 'voided'; result: string | null; now: string },
): Promise<void> {
  const outcome = { status: result.status, result: result.result };
  await updateRows(
    trx,
    'exchange_markets',
    { ...outcome, ...settledAt(result.now) },
    { id: marketId },
  );
}

/** Closes a market's matched orders with their result (open ones were cancelled first). */
export async function settleOrder(
  trx: Transaction<Database>,
  orderId: number,
  result: { status: 'settled' | 'voided'; netPaisa: number; now: string },
): Promise<void> {
  const outcome = { status: result.status, net_paisa: result.netPaisa };
  await updateRows(
    trx,
    'exchange_orders',
    { ...outcome, ...settledAt(result.now) },
    { id: orderId },
  );
}

export function findEvent(db: Executor, eventId: string) {
  return findRow(db, 'exchange_events', { id: eventId });
}

export function listOpenOrdersOf(db: Executor, marketId: string, userId: number) {
  return db
    .selectFrom('exchange_orders')
    .select(['id', 'selection_id', 'side', 'price_hundredths', 'stake_paisa', 'matched_paisa'])
    .where('market_id', '=', marketId)
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

export async function insertRateOrder(
  trx: Transaction<Database>,
  order: {
    marketId: string;
    userId: number;
    selectionId: number | null;
    side: 'back' | 'lay' | 'yes' | 'no';
    rate: number;
    noLine: number | null;
    yesLine: number | null;
    quoteOverroundPpm: number;
    stakePaisa: number;
    now: string;
  },
): Promise<ExchangeOrderRow> {
  return trx
    .insertInto('exchange_orders')
    .values({
      market_id: order.marketId,
      user_id: order.userId,
      selection_id: order.selectionId,
      side: order.side,
      price_hundredths: null,
      rate: order.rate,
      no_line: order.noLine,
      yes_line: order.yesLine,
      quote_overround_ppm: order.quoteOverroundPpm,
      stake_paisa: order.stakePaisa,
      // Taken by the house at once: matched in full.
      matched_paisa: order.stakePaisa,
      status: 'matched',
      net_paisa: null,
      placed_at: order.now,
      updated_at: order.now,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One player's orders on one market, oldest first. */
export function listUserMarketOrders(db: Executor, marketId: string, userId: number) {
  return listRows(db, 'exchange_orders', { market_id: marketId, user_id: userId }, 'id');
}

/** The Match Odds markets where the player has bets still waiting unmatched, with their names. */
export function listMarketsWithOpenOrdersOf(db: Executor, userId: number) {
  return db
    .selectFrom('exchange_orders')
    .innerJoin('exchange_markets', 'exchange_markets.id', 'exchange_orders.market_id')
    .innerJoin('exchange_events', 'exchange_events.id', 'exchange_markets.event_id')
    .select([
      'exchange_markets.id as market_id',
      'exchange_markets.name as market_name',
      'exchange_events.id as event_id',
      'exchange_events.name as event_name',
      'exchange_events.sport as sport',
    ])
    .where('exchange_orders.user_id', '=', userId)
    .where('exchange_orders.status', '=', 'open')
    .where('exchange_markets.kind', '=', 'match_odds')
    .groupBy([
      'exchange_markets.id',
      'exchange_markets.name',
      'exchange_events.id',
      'exchange_events.name',
      'exchange_events.sport',
    ])
    .orderBy('exchange_markets.id')
    .execute();
}

/**
 * The open (or suspended) Match Odds and Bookmaker markets where the player holds an unsettled
 * position, the latest bet first, with each market's event and that event's Match Odds market.
 */
export function listCashOutMarketsOf(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('exchange_positions')
    .innerJoin('exchange_markets', 'exchange_markets.id', 'exchange_positions.market_id')
    .innerJoin('exchange_events', 'exchange_events.id', 'exchange_markets.event_id')
    .selectAll('exchange_markets')
    .select([
      'exchange_events.name as event_name',
      'exchange_events.sport as sport',
      (eb) =>
        eb
          .selectFrom('exchange_markets as match_odds')
          .select((inner) => inner.fn.min('match_odds.id').as('id'))
          .whereRef('match_odds.event_id', '=', 'exchange_markets.event_id')
          .where('match_odds.kind', '=', 'match_odds')
          .as('match_odds_market_id'),
    ])
    .where('exchange_positions.user_id', '=', userId)
    .where('exchange_positions.settled_at', 'is', null)
    .where('exchange_markets.kind', 'in', ['match_odds', 'bookmaker'])
    .where('exchange_markets.status', 'in', ['open', 'suspended'])
    .orderBy('exchange_positions.updated_at', 'desc')
    .orderBy('exchange_positions.id', 'desc')
    .limit(limit)
    .execute();
}
