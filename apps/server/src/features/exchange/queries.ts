/** The exchange's SQL. Every write runs inside the caller's transaction. */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type {
  ExchangeFillRow,
  ExchangeMarketRow,
  ExchangeMarketStatus,
  ExchangeOrderRow,
  ExchangeOrderStatus,
  ExchangePositionRow,
} from './tables.js';

/** Locks the market row (an update takes the row lock on PostgreSQL) and answers it. */
export function lockMarket(
  trx: Transaction<Database>,
  marketId: string,
  now: string,
): Promise<ExchangeMarketRow | undefined> {
  return trx
    .updateTable('exchange_markets')
    .set({ updated_at: now })
    .where('id', '=', marketId)
    .returningAll()
    .executeTakeFirst();
}

export function findMarket(db: Executor, marketId: string) {
  return db
    .selectFrom('exchange_markets')
    .selectAll()
    .where('id', '=', marketId)
    .executeTakeFirst();
}

export function listRunners(db: Executor, marketId: string) {
  return db
    .selectFrom('exchange_runners')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('sort_order')
    .execute();
}

/** Orders with stake still resting, oldest first (time priority). */
export function listOpenOrders(db: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

export function listFills(db: Executor, marketId: string): Promise<ExchangeFillRow[]> {
  return db
    .selectFrom('exchange_fills')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
}

export function listMarketOrders(db: Executor, marketId: string): Promise<ExchangeOrderRow[]> {
  return db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
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
      price_hundredths: order.priceHundredths,
      rate: null,
      no_line: null,
      yes_line: null,
      stake_paisa: order.stakePaisa,
      status: 'open',
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
  const order = await trx
    .updateTable('exchange_orders')
    .set((eb) => ({
      matched_paisa: eb('matched_paisa', '+', change.matchedPaisa),
      cancelled_paisa: eb('cancelled_paisa', '+', change.cancelledPaisa),
      updated_at: change.now,
    }))
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const left = order.stake_paisa - order.matched_paisa - order.cancelled_paisa;
  const status: ExchangeOrderStatus =
    left > 0 ? 'open' : order.matched_paisa > 0 ? 'matched' : 'cancelled';
  if (status !== order.status) {
    await trx.updateTable('exchange_orders').set({ status }).where('id', '=', orderId).execute();
  }
}

export async function insertFill(
  trx: Transaction<Database>,
  fill: Omit<ExchangeFillRow, 'id'>,
): Promise<void> {
  await trx.insertInto('exchange_fills').values(fill).execute();
}

export function findPosition(
  db: Executor,
  marketId: string,
  userId: number,
): Promise<ExchangePositionRow | undefined> {
  return db
    .selectFrom('exchange_positions')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function ensurePosition(
  trx: Transaction<Database>,
  position: { marketId: string; userId: number; currency: string; now: string },
): Promise<ExchangePositionRow> {
  await trx
    .insertInto('exchange_positions')
    .values({
      market_id: position.marketId,
      user_id: position.userId,
      currency: position.currency,
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
  await trx
    .updateTable('exchange_positions')
    .set((eb) => ({
      exposure_paisa: exposurePaisa,
      movements: eb('movements', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', positionId)
    .execute();
}

export function listPositions(db: Executor, marketId: string): Promise<ExchangePositionRow[]> {
  return db
    .selectFrom('exchange_positions')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('user_id')
    .execute();
}

export async function settlePosition(
  trx: Transaction<Database>,
  positionId: number,
  result: { netPaisa: number; commissionPaisa: number; now: string },
): Promise<void> {
  await trx
    .updateTable('exchange_positions')
    .set({
      net_paisa: result.netPaisa,
      commission_paisa: result.commissionPaisa,
      settled_at: result.now,
      updated_at: result.now,
    })
    .where('id', '=', positionId)
    .execute();
}

/** The player's total exposure held over every unsettled market. */
export async function totalExposurePaisa(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('exchange_positions')
    .select((eb) => eb.fn.sum<number | string>('exposure_paisa').as('total'))
    .where('user_id', '=', userId)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export function findOrder(db: Executor, orderId: number): Promise<ExchangeOrderRow | undefined> {
  return db.selectFrom('exchange_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function findUserCurrency(db: Executor, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('currency')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.currency;
}

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

export async function markMarketResult(
  trx: Transaction<Database>,
  marketId: string,
  result: { status: 'settled' | 'voided'; result: string | null; now: string },
): Promise<void> {
  await trx
    .updateTable('exchange_markets')
    .set({
      status: result.status,
      result: result.result,
      settled_at: result.now,
      updated_at: result.now,
    })
    .where('id', '=', marketId)
    .execute();
}

/** Closes a market's matched orders with their result (open ones were cancelled first). */
export async function settleOrder(
  trx: Transaction<Database>,
  orderId: number,
  result: { status: 'settled' | 'voided'; netPaisa: number; now: string },
): Promise<void> {
  await trx
    .updateTable('exchange_orders')
    .set({
      status: result.status,
      net_paisa: result.netPaisa,
      settled_at: result.now,
      updated_at: result.now,
    })
    .where('id', '=', orderId)
    .execute();
}

export async function insertEvent(
  db: Executor,
  event: {
    id: string;
    sport: 'cricket' | 'soccer' | 'tennis';
    name: string;
    openDate: string;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('exchange_events')
    .values({
      id: event.id,
      sport: event.sport,
      name: event.name,
      open_date: event.openDate,
      status: 'upcoming',
      score: null,
      created_at: event.now,
      updated_at: event.now,
    })
    .execute();
}

export async function insertMarketWithRunners(
  db: Executor,
  market: {
    id: string;
    eventId: string;
    kind: 'match_odds' | 'bookmaker' | 'fancy';
    name: string;
    betDelaySeconds: number;
    commissionBasisPoints: number;
    minStakePaisa: number;
    maxStakePaisa: number;
    runners: { selectionId: number; name: string }[];
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('exchange_markets')
    .values({
      id: market.id,
      event_id: market.eventId,
      kind: market.kind,
      name: market.name,
      status: 'open',
      bet_delay_seconds: market.betDelaySeconds,
      fancy_type: null,
      no_line: null,
      no_rate: null,
      yes_line: null,
      yes_rate: null,
      commission_basis_points: market.commissionBasisPoints,
      min_stake_paisa: market.minStakePaisa,
      max_stake_paisa: market.maxStakePaisa,
      result: null,
      settled_at: null,
      created_at: market.now,
      updated_at: market.now,
    })
    .execute();
  if (market.runners.length === 0) return;
  await db
    .insertInto('exchange_runners')
    .values(
      market.runners.map((runner, index) => ({
        market_id: market.id,
        selection_id: runner.selectionId,
        name: runner.name,
        sort_order: index,
        back_rate: null,
        lay_rate: null,
      })),
    )
    .execute();
}

export async function setMarketStatus(
  db: Executor,
  marketId: string,
  status: 'open' | 'suspended' | 'closed',
  now: string,
): Promise<void> {
  await db
    .updateTable('exchange_markets')
    .set({ status, updated_at: now })
    .where('id', '=', marketId)
    .execute();
}

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

export function findEvent(db: Executor, eventId: string) {
  return db.selectFrom('exchange_events').selectAll().where('id', '=', eventId).executeTakeFirst();
}

export function listEventMarkets(db: Executor, eventId: string) {
  return db
    .selectFrom('exchange_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
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

export async function setEventState(
  db: Executor,
  eventId: string,
  change: { status?: 'upcoming' | 'in_play' | 'closed'; score?: string; now: string },
): Promise<void> {
  await db
    .updateTable('exchange_events')
    .set({
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.score === undefined ? {} : { score: change.score }),
      updated_at: change.now,
    })
    .where('id', '=', eventId)
    .execute();
}

export async function setMarketTrading(
  db: Executor,
  marketId: string,
  change: { status: 'open' | 'suspended'; ballRunning: boolean; now: string },
): Promise<void> {
  await db
    .updateTable('exchange_markets')
    .set({
      status: change.status,
      ball_running: change.ballRunning ? 1 : 0,
      updated_at: change.now,
    })
    .where('id', '=', marketId)
    .where('status', 'in', ['open', 'suspended'])
    .execute();
}

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
  return db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('market_id', '=', marketId)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function setRunnerRates(
  db: Executor,
  marketId: string,
  rates: { selectionId: number; backRate: number; layRate: number }[],
): Promise<void> {
  for (const rate of rates) {
    await db
      .updateTable('exchange_runners')
      .set({ back_rate: rate.backRate, lay_rate: rate.layRate })
      .where('market_id', '=', marketId)
      .where('selection_id', '=', rate.selectionId)
      .execute();
  }
}

export async function setFancyLine(
  db: Executor,
  marketId: string,
  line: { noLine: number; noRate: number; yesLine: number; yesRate: number; now: string },
): Promise<void> {
  await db
    .updateTable('exchange_markets')
    .set({
      no_line: line.noLine,
      no_rate: line.noRate,
      yes_line: line.yesLine,
      yes_rate: line.yesRate,
      updated_at: line.now,
    })
    .where('id', '=', marketId)
    .execute();
}

export async function insertFancyMarket(
  db: Executor,
  market: {
    id: string;
    eventId: string;
    name: string;
    fancyType: number;
    minStakePaisa: number;
    maxStakePaisa: number;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('exchange_markets')
    .values({
      id: market.id,
      event_id: market.eventId,
      kind: 'fancy',
      name: market.name,
      status: 'suspended',
      fancy_type: market.fancyType,
      no_line: null,
      no_rate: null,
      yes_line: null,
      yes_rate: null,
      min_stake_paisa: market.minStakePaisa,
      max_stake_paisa: market.maxStakePaisa,
      result: null,
      settled_at: null,
      created_at: market.now,
      updated_at: market.now,
    })
    .execute();
}

/** The player's bets placed since a time, with their market, event and runner names. */
export function listRecordOrders(db: Executor, userId: number, since: string, limit: number) {
  return db
    .selectFrom('exchange_orders as o')
    .innerJoin('exchange_markets as m', 'm.id', 'o.market_id')
    .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
    .leftJoin('exchange_runners as r', (join) =>
      join.onRef('r.market_id', '=', 'o.market_id').onRef('r.selection_id', '=', 'o.selection_id'),
    )
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
    .where('o.user_id', '=', userId)
    .where('o.placed_at', '>=', since)
    .where('o.matched_paisa', '>', 0)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}

/** Markets for the operator, newest events first, with their event's name and state. */
export function listMarketsForOperator(
  db: Executor,
  filter: { status?: ExchangeMarketStatus | undefined; limit: number },
) {
  let query = db
    .selectFrom('exchange_markets as m')
    .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
    .select([
      'm.id',
      'm.kind',
      'm.name',
      'm.status',
      'm.ball_running',
      'm.result',
      'm.commission_basis_points',
      'm.event_id',
      'e.name as event_name',
      'e.sport',
      'e.status as event_status',
      'e.open_date',
    ]);
  if (filter.status !== undefined) query = query.where('m.status', '=', filter.status);
  return query.orderBy('e.open_date', 'desc').orderBy('m.id').limit(filter.limit).execute();
}
