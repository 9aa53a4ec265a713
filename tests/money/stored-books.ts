/**
 * A Match Odds market as its stored rows hold it, rebuilt here the way the issue states the rule
 * (the open orders' remainders by id, then every fill, through `ExchangeMarket.restore`) rather
 * than through the server's own loader, and the checks that the rows agree with each other and
 * with the ledger: each order's matched stake is its fills, each fill joins two orders that could
 * meet at its price, each position holds the exposure the engine works out from the rows, and
 * each player's Exposure account holds the sum of their positions.
 */
import { paisaToTaka, type MatchOddsResponse } from '@khela/contract';
import { ExchangeMarket, type DepthLevel, type ExchangeOrderRequest } from '@khela/exchange';
import type { Kysely } from 'kysely';
import {
  fillOfRow,
  restingStakeOfRow,
} from '../../apps/server/src/features/exchange/betting/market-state.js';
import { DEPTH_LEVELS } from '../../apps/server/src/features/exchange/views/market-views.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import type {
  ExchangeFillRow,
  ExchangeOrderRow,
  ExchangePositionRow,
} from '../../apps/server/src/features/exchange/tables.js';

export interface StoredRows {
  /** Every order of the market, by id. */
  orders: ExchangeOrderRow[];
  /** Every fill of the market, by id (the order they were made in). */
  fills: ExchangeFillRow[];
  positions: ExchangePositionRow[];
}

export interface StoredMarket extends StoredRows {
  /** The market restored from the rows. */
  engine: ExchangeMarket;
}

export async function readStoredRows(db: Kysely<Database>, marketId: string): Promise<StoredRows> {
  const orders = await db
    .selectFrom('exchange_orders')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
  const fills = await db
    .selectFrom('exchange_fills')
    .selectAll()
    .where('market_id', '=', marketId)
    .orderBy('id')
    .execute();
  const positions = await db
    .selectFrom('exchange_positions')
    .selectAll()
    .where('market_id', '=', marketId)
    .execute();
  return { orders, fills, positions };
}

/** Throws when two stored remainders cross: books no batch could have left. */
export function restoreMarket(rows: StoredRows, selectionIds: readonly number[]): ExchangeMarket {
  const resting: ExchangeOrderRequest[] = rows.orders
    .filter((order) => order.status === 'open' && restingStakeOfRow(order) > 0)
    .map((order) => ({
      orderId: String(order.id),
      accountId: String(order.user_id),
      selectionId: order.selection_id ?? 0,
      side: order.side === 'lay' ? 'lay' : 'back',
      priceHundredths: order.price_hundredths ?? 0,
      stakePaisa: restingStakeOfRow(order),
    }));
  return ExchangeMarket.restore(selectionIds, resting, rows.fills.map(fillOfRow));
}

export async function readStoredMarket(
  db: Kysely<Database>,
  marketId: string,
  selectionIds: readonly number[],
): Promise<StoredMarket> {
  const rows = await readStoredRows(db, marketId);
  return { ...rows, engine: restoreMarket(rows, selectionIds) };
}

/** Orders against fills: what each order says it matched is what its fills add up to. */
export function ordersAndFillsProblems(stored: StoredRows): string[] {
  const problems: string[] = [];
  const byId = new Map(stored.orders.map((order) => [order.id, order]));
  const matchedByOrder = new Map<number, number>();
  for (const fill of stored.fills) {
    const taker = byId.get(fill.taker_order_id);
    const maker = byId.get(fill.maker_order_id);
    const name = `fill ${fill.id} (taker ${fill.taker_order_id}, maker ${fill.maker_order_id})`;
    if (!taker || !maker) {
      problems.push(`${name} names an order that is not stored`);
      continue;
    }
    for (const order of [taker, maker]) {
      matchedByOrder.set(order.id, (matchedByOrder.get(order.id) ?? 0) + fill.stake_paisa);
    }
    const crosses =
      taker.side === 'back'
        ? (taker.price_hundredths ?? 0) <= fill.price_hundredths
        : (taker.price_hundredths ?? 0) >= fill.price_hundredths;
    const agrees =
      fill.stake_paisa > 0 &&
      maker.id < taker.id &&
      taker.selection_id === fill.selection_id &&
      maker.selection_id === fill.selection_id &&
      taker.side === fill.taker_side &&
      maker.side !== taker.side &&
      taker.user_id === fill.taker_user_id &&
      maker.user_id === fill.maker_user_id &&
      maker.price_hundredths === fill.price_hundredths &&
      crosses;
    if (!agrees) {
      problems.push(
        `${name} does not join two orders that could meet: ${JSON.stringify({ fill, taker, maker })}`,
      );
    }
  }
  for (const order of stored.orders) {
    const restingPaisa = restingStakeOfRow(order);
    const fromFills = matchedByOrder.get(order.id) ?? 0;
    if (order.matched_paisa !== fromFills) {
      problems.push(
        `order ${order.id}: matched ${order.matched_paisa} paisa, its fills add up to ${fromFills}`,
      );
    }
    const status = restingPaisa > 0 ? 'open' : order.matched_paisa > 0 ? 'matched' : 'cancelled';
    if (restingPaisa < 0 || order.cancelled_paisa < 0 || order.status !== status) {
      problems.push(
        `order ${order.id}: stake ${order.stake_paisa} = matched ${order.matched_paisa} + ` +
          `cancelled ${order.cancelled_paisa} + resting ${restingPaisa}, status ${order.status}`,
      );
    }
  }
  return problems;
}

/**
 * Each player's position against the engine's exposure from the rows, and each player's
 * Exposure account against the sum of their open positions.
 */
export async function exposureProblems(
  db: Kysely<Database>,
  stored: StoredMarket,
  userIds: readonly number[],
): Promise<string[]> {
  const problems: string[] = [];
  const positionOf = new Map(stored.positions.map((position) => [position.user_id, position]));
  for (const accountId of new Set([...stored.engine.accountIds(), ...userIds.map(String)])) {
    const expected = stored.engine.exposureOf(accountId);
    const held = positionOf.get(Number(accountId))?.exposure_paisa ?? 0;
    if (held !== expected) {
      problems.push(
        `player ${accountId}: position holds ${held} paisa, the stored rows say ${expected}`,
      );
    }
  }
  for (const userId of userIds) {
    const positions = await db
      .selectFrom('exchange_positions')
      .select('exposure_paisa')
      .where('user_id', '=', userId)
      .where('settled_at', 'is', null)
      .execute();
    const accounts = await db
      .selectFrom('ledger_accounts')
      .select('balance_paisa')
      .where('kind', '=', 'player_exposure')
      .where('owner_id', '=', userId)
      .execute();
    const owed = positions.reduce((sum, row) => sum + Number(row.exposure_paisa), 0);
    const held = accounts.reduce((sum, row) => sum + Number(row.balance_paisa), 0);
    if (owed !== held) {
      problems.push(
        `player ${userId}: positions add up to ${owed} paisa, the Exposure account holds ${held}`,
      );
    }
  }
  return problems;
}

/** The depth GET /api/match-odds/{marketId} shows against the depth of the restored market. */
export function depthProblems(shown: MatchOddsResponse, stored: StoredMarket): string[] {
  const problems: string[] = [];
  const market = shown[0];
  if (!market) return [`the market view is empty: ${JSON.stringify(shown)}`];
  const level = (entry: DepthLevel) => ({
    price: entry.priceHundredths / 100,
    size: paisaToTaka(entry.stakePaisa),
  });
  for (const selectionId of stored.engine.selectionIds) {
    const runner = market.runners.find((candidate) => candidate.selectionId === selectionId);
    const depth = stored.engine.depth(selectionId, DEPTH_LEVELS);
    const expected = {
      availableToBack: depth.back.map(level),
      availableToLay: depth.lay.map(level),
    };
    if (JSON.stringify(runner?.ex) !== JSON.stringify(expected)) {
      problems.push(
        `runner ${selectionId}: the server shows ${JSON.stringify(runner?.ex)}, ` +
          `the stored rows hold ${JSON.stringify(expected)}`,
      );
    }
  }
  return problems;
}
