/**
 * Bookmaker and Fancy positions from stored orders: the engine's positions for each bet at its
 * rate (and, for Fancy, its lines), the exposure a player must hold on the market, and each bet's
 * result once the market's result is known.
 */
import { paisa, type Paisa } from '@khela/contract';
import {
  bookmakerPosition,
  fancyBetPnlPaisa,
  fancyExposurePaisa,
  fancyResultsToCheck,
  pnlByWinnerPaisa,
  positionPnlPaisa,
  rateLossPaisa,
  rateWinPaisa,
  runnerMarketExposurePaisa,
  type FancyBet,
} from '@khela/exchange';
import { countedPositionPaisa, weightForEdgePpm } from '../../settlement/service.js';
import type { ExchangeOrderRow } from '../tables.js';

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
    stakePaisa: paisa(order.matched_paisa),
  };
}

function bookmakerPositionOf(order: ExchangeOrderRow) {
  if (order.side !== 'back' && order.side !== 'lay') {
    throw new Error(`order ${order.id} is not a Bookmaker bet`);
  }
  return bookmakerPosition(
    order.selection_id ?? 0,
    order.side,
    paisa(order.matched_paisa),
    order.rate ?? 0,
  );
}

export function rateMarketExposurePaisa(
  kind: 'bookmaker' | 'fancy',
  orders: readonly ExchangeOrderRow[],
  selectionIds: readonly number[],
): Paisa {
  const live = orders.filter((order) => order.status === 'matched' && order.matched_paisa > 0);
  if (kind === 'fancy') return fancyExposurePaisa(live.map(fancyBetOf));
  return runnerMarketExposurePaisa(live.map(bookmakerPositionOf), [], selectionIds);
}

/** A player's P&L per possible winner on a Bookmaker market, from their matched orders. */
export function bookmakerPnlByWinnerPaisa(
  orders: readonly ExchangeOrderRow[],
  selectionIds: readonly number[],
): Map<number, Paisa> {
  const live = orders.filter((order) => order.status === 'matched' && order.matched_paisa > 0);
  return pnlByWinnerPaisa(live.map(bookmakerPositionOf), selectionIds);
}

export function rateOrderPnlPaisa(order: ExchangeOrderRow, result: RateMarketResult): Paisa {
  if ('runs' in result) return fancyBetPnlPaisa(fancyBetOf(order), result.runs);
  return positionPnlPaisa(bookmakerPositionOf(order), result.winnerSelectionId);
}

/** The Fancy results at which some of these bets' outcome changes: enough to see every case. */
export function fancyResultsOf(orders: readonly ExchangeOrderRow[]): number[] {
  return fancyResultsToCheck(orders.filter((order) => order.matched_paisa > 0).map(fancyBetOf));
}

/**
 * What one player's settled bets on a Bookmaker or Fancy market count towards rebates and turnover
 * (settlement's counted-stake.ts): the position's two-way risk, at the weight of half the overround
 * of the house's quote each bet was taken at (the smallest of them). A bet from before quotes were
 * kept, or taken at a fair quote, counts nothing.
 */
export function rateMarketCountedPaisa(
  kind: 'bookmaker' | 'fancy',
  orders: readonly ExchangeOrderRow[],
  selectionIds: readonly number[],
): number {
  const live = orders.filter((order) => order.status === 'matched' && order.matched_paisa > 0);
  if (live.length === 0) return 0;
  const weightsPpm = live.map((order) => weightForEdgePpm((order.quote_overround_ppm ?? 0) / 2));
  if (kind === 'fancy') {
    const bets = live.map(fancyBetOf);
    return countedPositionPaisa({
      pnlByOutcome: fancyResultsToCheck(bets).map((result) =>
        bets.reduce((sum, bet) => sum + fancyBetPnlPaisa(bet, result), 0),
      ),
      betTwoWayRisks: bets.map((bet) =>
        Math.min(
          bet.stakePaisa,
          bet.side === 'yes'
            ? rateWinPaisa(bet.stakePaisa, bet.rate)
            : rateLossPaisa(bet.stakePaisa, bet.rate),
        ),
      ),
      weightsPpm,
    });
  }
  const positions = live.map(bookmakerPositionOf);
  return countedPositionPaisa({
    pnlByOutcome: pnlByWinnerPaisa(positions, selectionIds).values(),
    betTwoWayRisks: positions.map((position) => Math.min(position.winPaisa, position.losePaisa)),
    weightsPpm,
  });
}
