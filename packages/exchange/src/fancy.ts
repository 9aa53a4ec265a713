/**
 * Fancy (session) lines (docs/domain.md): a line shows NO at L₁ and YES at L₂ with a rate each. A bet
 * keeps the lines it was taken at. YES at rate R wins stake × R/100 when the result is at least
 * L₂, else loses the stake; NO at rate R wins the stake when the result is at most L₁ and below
 * L₂, else loses stake × R/100. Results between the lines pay neither side.
 *
 * What a line is compared with depends on its kind: the runs themselves (Fancy, Ball by Ball,
 * Khadda), their last digit (Lottery) or whether they are odd (Odd/Even: 1 odd, 0 even), so every
 * kind settles from the official runs (`fancyComparedResult`).
 *
 * Exposure on one fancy market is the worst case over every possible result; YES and NO bets on
 * the same market hedge each other. The P&L only changes at the bets' thresholds, so checking the
 * results next to each threshold (and 0) covers every result.
 */
import { paisa, type Paisa } from '@khela/contract';
import { negatedPaisa, NO_PAISA, rateLossPaisa, rateWinPaisa } from './odds-arithmetic.js';

export type FancySide = 'yes' | 'no';

export interface FancyBet {
  readonly side: FancySide;
  /** The NO line (L₁) when the bet was taken. */
  readonly noLine: number;
  /** The YES line (L₂) when the bet was taken. */
  readonly yesLine: number;
  /** The rate of the side taken (100 = evens). */
  readonly rate: number;
  readonly stakePaisa: Paisa;
}

export function assertFancyLines(noLine: number, yesLine: number): void {
  if (!Number.isSafeInteger(noLine) || !Number.isSafeInteger(yesLine) || noLine < 0) {
    throw new RangeError(`fancy lines are whole numbers from 0, got ${noLine}/${yesLine}`);
  }
  if (yesLine < noLine) throw new RangeError(`the YES line ${yesLine} is below NO ${noLine}`);
}

/** The Fancy kinds by their tab type: 2 Fancy, 3 Ball by Ball, 4 Khadda, 5 Lottery, 6 Odd/Even. */
export const FANCY_LOTTERY = 5;
export const FANCY_ODD_EVEN = 6;

/** What a market of this kind compares its lines with, from the official runs. */
export function fancyComparedResult(fancyType: number | null, runs: number): number {
  if (fancyType === FANCY_LOTTERY) return runs % 10;
  if (fancyType === FANCY_ODD_EVEN) return runs % 2;
  return runs;
}

export function fancyBetWins(bet: FancyBet, result: number): boolean {
  if (bet.side === 'yes') return result >= bet.yesLine;
  return result <= bet.noLine && result < bet.yesLine;
}

/** The bet's P&L for an official result. */
export function fancyBetPnlPaisa(bet: FancyBet, result: number): Paisa {
  const won = fancyBetWins(bet, result);
  if (bet.side === 'yes') {
    return won ? rateWinPaisa(bet.stakePaisa, bet.rate) : negatedPaisa(bet.stakePaisa);
  }
  return won ? bet.stakePaisa : negatedPaisa(rateLossPaisa(bet.stakePaisa, bet.rate));
}

/** The results at which some bet's outcome changes, and their neighbours, in order. */
export function fancyResultsToCheck(bets: readonly FancyBet[]): number[] {
  const results = new Set<number>([0]);
  for (const bet of bets) {
    for (const line of [bet.noLine, bet.yesLine]) {
      for (const result of [line - 1, line, line + 1]) if (result >= 0) results.add(result);
    }
  }
  return [...results].sort((a, b) => a - b);
}

/** The worst case over every result of one fancy market. */
export function fancyExposurePaisa(bets: readonly FancyBet[]): Paisa {
  if (bets.length === 0) return NO_PAISA;
  let worstPaisa = Number.POSITIVE_INFINITY;
  for (const result of fancyResultsToCheck(bets)) {
    let total = 0;
    for (const bet of bets) total += fancyBetPnlPaisa(bet, result);
    worstPaisa = Math.min(worstPaisa, total);
  }
  return paisa(Math.max(0, -worstPaisa));
}
