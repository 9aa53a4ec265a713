/**
 * The SQL of a live market's batch (live-market.ts): one statement per table for all the bets the
 * batch holds, written as text (RawStatement) because the row count changes from batch to batch.
 * Every write runs in the batch's transaction; those after the orders' insert are `Write`s, which
 * PostgreSQL runs joined into one statement (platform/db/joined-writes.ts).
 */
import type { Transaction } from 'kysely';
import type { BreakKind } from '@khela/contract';
import type { Database } from '../../../platform/db/database.js';
import type { DialectName } from '../../../platform/db/dialect.js';
import type { Write } from '../../../platform/db/joined-writes.js';
import { RawStatement } from '../../../platform/db/raw-statement.js';
import {
  claimsFound,
  storedClaimsText,
  type KeyClaim,
  type StoredRequest,
} from '../../../platform/idempotency/idempotency.js';
import type { ExchangeFillRow, ExchangeMarketRow, ExchangeOrderStatus } from '../tables.js';

/**
 * Locks the market row for the batch and counts the batch's book version (see lockMarket): the
 * one statement answers the market's state now and the version the books had.
 */
function lockMarketText(statement: RawStatement, now: string, marketId: string): string {
  return `update exchange_markets set updated_at = ${statement.value(now)}, book_version = book_version + 1 where id = ${statement.value(marketId)} returning *`;
}

export async function lockMarketForBatch(
  trx: Transaction<Database>,
  dialect: DialectName,
  now: string,
  marketId: string,
): Promise<ExchangeMarketRow | undefined> {
  const statement = new RawStatement(dialect);
  return (await statement.run<ExchangeMarketRow>(trx, lockMarketText(statement, now, marketId)))[0];
}

/** The event's status; `eventId` is SQL (a placeholder, or the locked market's event_id). */
const eventStatusText = (eventId: string) =>
  `select status from exchange_events where id = ${eventId}`;

export async function selectEventStatus(
  trx: Transaction<Database>,
  dialect: DialectName,
  eventId: string,
): Promise<string | undefined> {
  const statement = new RawStatement(dialect);
  const rows = await statement.run<{ status: string }>(
    trx,
    eventStatusText(statement.value(eventId)),
  );
  return rows[0]?.status;
}

/** What a batch needs of each player who bets in it. */
export interface BettorRow {
  id: number;
  status: string;
  currency: string;
  exchange_market: number | null;
  block_status: string | null;
  main_paisa: number | null;
  exposure_paisa: number | null;
  /** The player's break and whether a loss limit may apply (safer-gambling/tables.ts). */
  break_kind: BreakKind | null;
  break_until: string | null;
  has_loss_limit: number | null;
}

/**
 * Each bettor's standing (active, the upline's exchange block, a break, a loss limit), currency and the balances of
 * their Main and Exposure accounts, in one read for the whole batch.
 */
function bettorsText(select: RawStatement, userIds: readonly number[]): string {
  const ids = userIds.map((id) => select.integer(id)).join(', ');
  return `select u.id, u.status, u.currency, b.exchange_market, b.status as block_status, m.balance_paisa as main_paisa, e.balance_paisa as exposure_paisa, s.break_kind, s.break_until, s.has_loss_limit from users u left join market_blocks b on b.user_id = u.id left join player_safety s on s.user_id = u.id left join ledger_accounts m on m.owner_id = u.id and m.kind = 'player_main' and m.currency = u.currency left join ledger_accounts e on e.owner_id = u.id and e.kind = 'player_exposure' and e.currency = u.currency where u.id in (${ids})`;
}

const bettorsById = (rows: readonly BettorRow[]) =>
  new Map(rows.map((row) => [Number(row.id), row]));

export async function readBettors(
  trx: Transaction<Database>,
  dialect: DialectName,
  userIds: readonly number[],
): Promise<Map<number, BettorRow>> {
  if (userIds.length === 0) return new Map();
  const select = new RawStatement(dialect);
  return bettorsById(await select.run<BettorRow>(trx, bettorsText(select, userIds)));
}

/** What the batch reads before it matches anything. */
export interface BatchStart {
  market: ExchangeMarketRow | undefined;
  eventStatus: string | undefined;
  bettors: Map<number, BettorRow>;
  stored: Map<string, StoredRequest>;
}

/**
 * PostgreSQL only: the market's lock, the event's status, the bettors and the stored claims in
 * one statement (one round trip instead of up to four). Its reads see the snapshot the statement
 * began with, which may be older than the lock when the update waited for another holder of the
 * market row: the caller uses them only when the book version shows that nobody changed the
 * books since its last commit (live-market.ts), and reads again otherwise.
 */
export async function lockAndReadTogether(
  trx: Transaction<Database>,
  now: string,
  marketId: string,
  userIds: readonly number[],
  claims: readonly KeyClaim[],
): Promise<BatchStart> {
  const statement = new RawStatement('postgres');
  const lock = lockMarketText(statement, now, marketId);
  const listOf = (name: string, text: string | undefined) =>
    text === undefined
      ? `'[]'::json as ${name}`
      : `(select coalesce(json_agg(${name}), '[]') from (${text}) ${name}) as ${name}`;
  const bettors = listOf(
    'bettors',
    userIds.length > 0 ? bettorsText(statement, userIds) : undefined,
  );
  const stored = listOf('stored', storedClaimsText(statement, claims));
  const [row] = await statement.run<{
    market: ExchangeMarketRow | null;
    event_status: string | null;
    bettors: BettorRow[];
    stored: StoredRequest[];
  }>(
    trx,
    `with market as (${lock}) select (select row_to_json(market) from market) as market, (${eventStatusText('(select event_id from market)')}) as event_status, ${bettors}, ${stored}`,
    // Only reads besides the market's lock (the text names ledger_accounts in a join).
    {},
  );
  return {
    market: row?.market ?? undefined,
    eventStatus: row?.event_status ?? undefined,
    bettors: bettorsById(row?.bettors ?? []),
    stored: claimsFound(claims, row?.stored ?? []),
  };
}

export const selectUserCurrencies = async (
  trx: Transaction<Database>,
  dialect: DialectName,
  userIds: readonly number[],
): Promise<Map<number, string>> => {
  const select = new RawStatement(dialect);
  const ids = userIds.map((id) => select.integer(id)).join(', ');
  const rows = await select.run<{ id: number; currency: string }>(
    trx,
    `select id, currency from users where id in (${ids})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.currency]));
};

export interface NewOrderRow {
  userId: number;
  selectionId: number;
  side: 'back' | 'lay';
  priceHundredths: number;
  stakePaisa: number;
  matchedPaisa: number;
  cancelledPaisa: number;
}

export function orderStatusOf(order: {
  stakePaisa: number;
  matchedPaisa: number;
  cancelledPaisa: number;
}): ExchangeOrderStatus {
  if (order.stakePaisa - order.matchedPaisa - order.cancelledPaisa > 0) return 'open';
  return order.matchedPaisa > 0 ? 'matched' : 'cancelled';
}

/**
 * Stores the batch's new orders as they stand at its end; answers their ids in the orders' order
 * (ids are handed out row by row as the statement inserts them, so ascending is that order).
 */
export async function insertOrders(
  trx: Transaction<Database>,
  dialect: DialectName,
  marketId: string,
  orders: readonly NewOrderRow[],
  now: string,
): Promise<number[]> {
  if (orders.length === 0) return [];
  const insert = new RawStatement(dialect);
  const rows = insert.rows(orders, (order) => [
    marketId,
    order.userId,
    order.selectionId,
    order.side,
    order.priceHundredths,
    order.stakePaisa,
    order.matchedPaisa,
    order.cancelledPaisa,
    orderStatusOf(order),
    now,
    now,
  ]);
  const ids = await insert.run<{ id: number }>(
    trx,
    `insert into exchange_orders (market_id, user_id, selection_id, side, price_hundredths, stake_paisa, matched_paisa, cancelled_paisa, status, placed_at, updated_at) values ${rows} returning id`,
  );
  if (ids.length !== orders.length) throw new Error('an order of the batch was not stored');
  return ids.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** The batch's fills, in one statement. */
export function fillsWrite(
  fills: readonly Omit<ExchangeFillRow, 'id'>[],
): Write<never> | undefined {
  if (fills.length === 0) return undefined;
  return {
    text: (insert) =>
      `insert into exchange_fills (market_id, selection_id, taker_order_id, maker_order_id, taker_user_id, maker_user_id, taker_side, price_hundredths, stake_paisa, created_at) values ${insert.rows(
        fills,
        (fill) => [
          fill.market_id,
          fill.selection_id,
          fill.taker_order_id,
          fill.maker_order_id,
          fill.taker_user_id,
          fill.maker_user_id,
          fill.taker_side,
          fill.price_hundredths,
          fill.stake_paisa,
          fill.created_at,
        ],
      )}`,
  };
}

export interface OrderChange {
  orderId: number;
  matchedPaisa: number;
  cancelledPaisa: number;
}

/**
 * Adds what the batch matched and cancelled of orders stored before it, in one statement; the
 * status is worked out from the old amounts plus the change (SET reads the row as it was).
 */
export function orderChangesWrite(
  changes: readonly OrderChange[],
  now: string,
): Write<{ id: number }> | undefined {
  if (changes.length === 0) return undefined;
  return {
    text: (update) => {
      const caseOf = (amount: (change: OrderChange) => number) =>
        `case id ${changes
          .map(
            (change) =>
              `when ${update.integer(change.orderId)} then ${update.integer(amount(change))}`,
          )
          .join(' ')} else 0 end`;
      // Each use binds its own values (SQLite's `?` are taken in the order they appear).
      const matched = () => caseOf((change) => change.matchedPaisa);
      const cancelled = () => caseOf((change) => change.cancelledPaisa);
      return `update exchange_orders set matched_paisa = matched_paisa + ${matched()}, cancelled_paisa = cancelled_paisa + ${cancelled()}, status = case when stake_paisa - matched_paisa - cancelled_paisa - (${matched()}) - (${cancelled()}) > 0 then 'open' when matched_paisa + ${matched()} > 0 then 'matched' else 'cancelled' end, updated_at = ${update.value(now)} where id in (${changes.map((change) => update.integer(change.orderId)).join(', ')}) returning id`;
    },
    check: (updated) => {
      if (updated.length !== changes.length) {
        throw new Error('an order the batch changed is missing');
      }
    },
  };
}

export interface PositionRow {
  userId: number;
  currency: string;
  exposurePaisa: number;
  movements: number;
}

/** Opens or updates every touched player's position on the market, in one statement. */
export function positionsWrite(
  marketId: string,
  positions: readonly PositionRow[],
  now: string,
): Write<never> | undefined {
  if (positions.length === 0) return undefined;
  return {
    text: (insert) =>
      `insert into exchange_positions (market_id, user_id, currency, exposure_paisa, movements, updated_at) values ${insert.rows(
        positions,
        (position) => [
          marketId,
          position.userId,
          position.currency,
          position.exposurePaisa,
          position.movements,
          now,
        ],
      )} on conflict (market_id, user_id) do update set exposure_paisa = excluded.exposure_paisa, movements = excluded.movements, updated_at = excluded.updated_at`,
  };
}
