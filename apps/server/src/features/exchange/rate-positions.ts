/**
 * Bookmaker and Fancy positions from stored orders: the engine's positions for each bet at its
 * rate (and, for Fancy, its lines), the exposure a player must hold on the market, and each bet's
 * result once the market's result is known.
 */
import {
  bookmakerPosition,
  fancyBetPnlPaisa,
  fancyExposurePaisa,
  fancyResultsToCheck,
  positionPnlPaisa,
  runnerMarketExposurePaisa,
  type FancyBet,
} from '@khela/exchange';
import type { ExchangeOrderRow } from './tables.js';

/** A settled result: the winning runner (Bookmaker) or the runs (Fancy). */
export type RateMarketResult = { winnerSelectionId: number } | { runs: number };

function fancyBetOf(order: ExchangeOrderRow): FancyBet {
  if (order.side !== 'yes' && order.side !== 'no')
    throw new Error(`order ${order.id} is not Fancy`);
  return {
    side: order.side,
    noLine: order.no_line ?? 0,
    yesLine: order.yes_line ?? 0,
    rate: order.rate ?? 0,
    stakePaisa: order.matched_paisa,
  };
}

function bookmakerPositionOf(order: ExchangeOrderRow) {
  if (order.side !== 'back' && order.side !== 'lay') {
    throw new Error(`order ${order.id} is not a Bookmaker bet`);
  }
  return bookmakerPosition(
    order.selection_id ?? 0,
    order.side,
    order.matched_paisa,
    order.rate ?? 0,
  );
}

export function rateMarketExposurePaisa(
  kind: 'bookmaker' | 'fancy',
  orders: readonly ExchangeOrderRow[],
  selectionIds: readonly number[],
): number {
  const live = orders.filter((order) => order.status === 'matched' && order.matched_paisa > 0);
  if (kind === 'fancy') return fancyExposurePaisa(live.map(fancyBetOf));
  return runnerMarketExposurePaisa(live.map(bookmakerPositionOf), [], selectionIds);
}

export function rateOrderPnlPaisa(order: ExchangeOrderRow, result: RateMarketResult): number {
  if ('runs' in result) return fancyBetPnlPaisa(fancyBetOf(order), result.runs);
  return positionPnlPaisa(bookmakerPositionOf(order), result.winnerSelectionId);
}

/** The Fancy results at which some of these bets' outcome changes: enough to see every case. */
export function fancyResultsOf(orders: readonly ExchangeOrderRow[]): number[] {
  return fancyResultsToCheck(orders.filter((order) => order.matched_paisa > 0).map(fancyBetOf));
}
