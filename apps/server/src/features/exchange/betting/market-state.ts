/**
 * Rebuilds a Match Odds market in the engine from the database: the orders with stake resting
 * (oldest first, so time priority holds) and every fill. Engine ids are text: an order's id and a
 * player's user id as strings.
 */
import { paisa, type Paisa } from '@khela/contract';
import { ExchangeMarket, type ExchangeOrderRequest, type MarketFill } from '@khela/exchange';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { listFills, listOpenOrders, listRunners } from './queries.js';
import type { ExchangeFillRow, ExchangeOrderRow } from '../tables.js';

export function restingStakeOfRow(order: ExchangeOrderRow): Paisa {
  return paisa(order.stake_paisa - order.matched_paisa - order.cancelled_paisa);
}

export function fillOfRow(fill: ExchangeFillRow): MarketFill {
  return {
    selectionId: fill.selection_id,
    takerOrderId: String(fill.taker_order_id),
    makerOrderId: String(fill.maker_order_id),
    takerAccountId: String(fill.taker_user_id),
    makerAccountId: String(fill.maker_user_id),
    takerSide: fill.taker_side,
    priceHundredths: fill.price_hundredths,
    stakePaisa: paisa(fill.stake_paisa),
  };
}

export interface LoadedMarket {
  market: ExchangeMarket;
  selectionIds: number[];
}

export function loadMatchOddsMarket(db: Executor, marketId: string): Promise<LoadedMarket> {
  return loadMarket(db, marketId, true);
}

/**
 * The books alone, without the fills: the prices and sizes available, which is all the odds views
 * and every pushed picture show. The fills (every match the market ever made) are what exposure
 * needs, and a busy market's fills outgrow its resting orders by far.
 */
export function loadMatchOddsBooks(db: Executor, marketId: string): Promise<LoadedMarket> {
  return loadMarket(db, marketId, false);
}

async function loadMarket(
  db: Executor,
  marketId: string,
  withFills: boolean,
): Promise<LoadedMarket> {
  const runners = await listRunners(db, marketId);
  const selectionIds = runners.map((runner) => runner.selection_id);
  const resting = restingOrdersOf(await listOpenOrders(db, marketId));
  const fills = withFills ? (await listFills(db, marketId)).map(fillOfRow) : [];
  return { market: ExchangeMarket.restore(selectionIds, resting, fills), selectionIds };
}

/** The orders' unmatched remainders as the engine takes them (oldest first, as listed). */
export function restingOrdersOf(orders: readonly ExchangeOrderRow[]): ExchangeOrderRequest[] {
  return orders.flatMap((order) => {
    const stakePaisa = restingStakeOfRow(order);
    if (stakePaisa <= 0 || order.selection_id === null || order.price_hundredths === null)
      return [];
    if (order.side !== 'back' && order.side !== 'lay') return [];
    return [
      {
        orderId: String(order.id),
        accountId: String(order.user_id),
        selectionId: order.selection_id,
        side: order.side,
        priceHundredths: order.price_hundredths,
        stakePaisa,
      },
    ];
  });
}
