/**
 * A player's P&L and exposure on a market whose outcome is one winning runner: Match Odds (players
 * against players) and Bookmaker (players against the house). Each bet becomes a position that
 * wins `winPaisa` or loses `losePaisa` depending on whether its runner wins.
 *
 * Exposure is the worst case over the outcomes: max(0, −min P&L). Matched bets count fully, so a
 * hedge lowers it; an unmatched bet can only add to it (it may match, or be cancelled, at any time,
 * so its favourable side is never counted). That is stricter than counting it as matched, and it
 * means cancelling an order can never raise what a player must hold.
 */
import { paisa, type Paisa } from '@khela/contract';
import type { BetSide } from './order-book.js';
import {
  exchangeProfitPaisa,
  negatedPaisa,
  rateLossPaisa,
  rateWinPaisa,
} from './odds-arithmetic.js';

export interface RunnerPosition {
  readonly selectionId: number;
  readonly side: BetSide;
  /** What the bet wins when its outcome comes (backed runner wins / laid runner loses). */
  readonly winPaisa: Paisa;
  /** What the bet loses otherwise. */
  readonly losePaisa: Paisa;
}

/** A matched or wanted exchange bet at a price in hundredths. */
export function exchangePosition(
  selectionId: number,
  side: BetSide,
  stakePaisa: Paisa,
  priceHundredths: number,
): RunnerPosition {
  const profitPaisa = exchangeProfitPaisa(stakePaisa, priceHundredths);
  return side === 'back'
    ? { selectionId, side, winPaisa: profitPaisa, losePaisa: stakePaisa }
    : { selectionId, side, winPaisa: stakePaisa, losePaisa: profitPaisa };
}

/** A Bookmaker bet at an Indian-style rate (45 → decimal 1.45) against the house. */
export function bookmakerPosition(
  selectionId: number,
  side: BetSide,
  stakePaisa: Paisa,
  rate: number,
): RunnerPosition {
  return side === 'back'
    ? { selectionId, side, winPaisa: rateWinPaisa(stakePaisa, rate), losePaisa: stakePaisa }
    : { selectionId, side, winPaisa: stakePaisa, losePaisa: rateLossPaisa(stakePaisa, rate) };
}

/** The position's P&L when `winnerSelectionId` wins. */
export function positionPnlPaisa(position: RunnerPosition, winnerSelectionId: number): Paisa {
  const runnerWon = position.selectionId === winnerSelectionId;
  const betWon = position.side === 'back' ? runnerWon : !runnerWon;
  return betWon ? position.winPaisa : negatedPaisa(position.losePaisa);
}

/** P&L per possible winner, matched bets only. */
export function pnlByWinnerPaisa(
  positions: readonly RunnerPosition[],
  selectionIds: readonly number[],
): Map<number, Paisa> {
  const pnl = new Map<number, Paisa>();
  for (const selectionId of selectionIds) {
    let total = 0;
    for (const position of positions) total += positionPnlPaisa(position, selectionId);
    pnl.set(selectionId, paisa(total));
  }
  return pnl;
}

/** The worst case over the outcomes: what the player must hold for this market. */
export function runnerMarketExposurePaisa(
  matched: readonly RunnerPosition[],
  unmatched: readonly RunnerPosition[],
  selectionIds: readonly number[],
): Paisa {
  if (selectionIds.length === 0) throw new RangeError('a market needs at least one runner');
  let worstPaisa = Number.POSITIVE_INFINITY;
  for (const selectionId of selectionIds) {
    let total = 0;
    for (const position of matched) total += positionPnlPaisa(position, selectionId);
    for (const position of unmatched) total += Math.min(0, positionPnlPaisa(position, selectionId));
    worstPaisa = Math.min(worstPaisa, total);
  }
  return paisa(Math.max(0, -worstPaisa));
}
