/**
 * Cash-out on a Match Odds market: the hedge bets that make a player's P&L the same whichever
 * runner wins, at the best prices the book offers now.
 *
 * A back of stake s at price B on runner j adds s·B to outcome j and takes s from every outcome; a
 * lay of stake s at price L takes s·L from outcome j and adds s to every outcome. So hedging each
 * runner j by an amount D_j (backing when D_j > 0, laying when D_j < 0) moves every outcome by the
 * same C and outcome j by D_j more. Choosing a level K and D_j = K − P_j makes every outcome end at
 * K + C, where C = −Σ D_j / B_j (backs) − Σ D_j / L_j (lays). That value is piecewise linear and
 * concave in K, with corners where some D_j is 0, so the best cash-out is at K = one of the P_j:
 * every candidate is tried and the one that leaves the player most is taken. No runner is hedged
 * at a price the book does not offer; a runner without one where it needs a bet means no
 * cash-out. Stakes are whole paisa, so the outcomes agree to within the paisa of rounding.
 *
 * The same hedge serves a Bookmaker market at the house's rates (a rate r is the price 100 + r
 * hundredths); only how a bet's win and loss round differs, so the caller names the position a
 * hedge bet makes (`exchangePosition` by default, `bookmakerHedgePosition` for the house).
 */
import { paisa, type Paisa } from '@khela/contract';
import { MAX_STAKE_PAISA } from './odds-arithmetic.js';
import type { BetSide } from './order-book.js';
import {
  bookmakerPosition,
  exchangePosition,
  pnlByWinnerPaisa,
  type RunnerPosition,
} from './runner-positions.js';

export interface RunnerQuote {
  readonly selectionId: number;
  /** The player's P&L now if this runner wins (matched bets only). */
  readonly pnlPaisa: number;
  /** The best price the player can back at now (the best resting lay), in hundredths. */
  readonly backPriceHundredths: number | null;
  /** The best price the player can lay at now (the best resting back), in hundredths. */
  readonly layPriceHundredths: number | null;
}

export interface HedgeBet {
  readonly selectionId: number;
  readonly side: BetSide;
  readonly stakePaisa: Paisa;
  readonly priceHundredths: number;
}

export interface CashOut {
  readonly bets: readonly HedgeBet[];
  /** What the player is left with whichever runner wins (the least of the outcomes). */
  readonly valuePaisa: Paisa;
  /** The P&L per winner after the hedge. */
  readonly pnlAfter: ReadonlyMap<number, Paisa>;
}

/** The position a hedge bet of this stake at this price (hundredths) makes. */
export type HedgePosition = (
  selectionId: number,
  side: BetSide,
  stakePaisa: Paisa,
  priceHundredths: number,
) => RunnerPosition;

/** A Bookmaker hedge: the price is 100 + the house's rate, won and lost as the house rounds. */
export const bookmakerHedgePosition: HedgePosition = (selectionId, side, stakePaisa, price) =>
  bookmakerPosition(selectionId, side, stakePaisa, price - 100);

/** The hedge stakes for level K, or null where a needed price is missing. */
function hedgeAt(quotes: readonly RunnerQuote[], level: number): HedgeBet[] | null {
  const bets: HedgeBet[] = [];
  for (const quote of quotes) {
    const needed = level - quote.pnlPaisa;
    if (needed === 0) continue;
    const side: BetSide = needed > 0 ? 'back' : 'lay';
    const price = side === 'back' ? quote.backPriceHundredths : quote.layPriceHundredths;
    if (price === null) return null;
    const stake = Math.round((Math.abs(needed) * 100) / price);
    if (stake === 0) continue;
    if (stake > MAX_STAKE_PAISA) return null;
    bets.push({
      selectionId: quote.selectionId,
      side,
      stakePaisa: paisa(stake),
      priceHundredths: price,
    });
  }
  return bets;
}

function outcomeOf(
  quotes: readonly RunnerQuote[],
  bets: readonly HedgeBet[],
  positionOf: HedgePosition,
): CashOut {
  const selectionIds = quotes.map((quote) => quote.selectionId);
  const positions: RunnerPosition[] = bets.map((bet) =>
    positionOf(bet.selectionId, bet.side, bet.stakePaisa, bet.priceHundredths),
  );
  const hedged = pnlByWinnerPaisa(positions, selectionIds);
  const pnlAfter = new Map<number, Paisa>();
  for (const quote of quotes) {
    pnlAfter.set(quote.selectionId, paisa(quote.pnlPaisa + (hedged.get(quote.selectionId) ?? 0)));
  }
  return { bets, valuePaisa: paisa(Math.min(...pnlAfter.values())), pnlAfter };
}

/** The full cash-out that leaves the player the most, or null when the book cannot give one. */
export function fullCashOut(
  quotes: readonly RunnerQuote[],
  positionOf: HedgePosition = exchangePosition,
): CashOut | null {
  if (quotes.length < 2) throw new RangeError('a cash-out needs a market of two runners or more');
  let best: CashOut | null = null;
  for (const quote of quotes) {
    const bets = hedgeAt(quotes, quote.pnlPaisa);
    if (!bets) continue;
    const candidate = outcomeOf(quotes, bets, positionOf);
    if (!best || candidate.valuePaisa > best.valuePaisa) best = candidate;
  }
  return best;
}

/**
 * Part of a cash-out: every hedge stake of the full one scaled by `fraction` (0–1, floored to the
 * paisa), so that share of the position is settled now and the rest rides.
 */
export function partialCashOut(
  quotes: readonly RunnerQuote[],
  full: CashOut,
  fraction: number,
  positionOf: HedgePosition = exchangePosition,
): CashOut {
  if (!(fraction > 0 && fraction <= 1)) throw new RangeError('a part is more than 0 and at most 1');
  const bets = full.bets
    .map((bet) => ({ ...bet, stakePaisa: paisa(Math.floor(bet.stakePaisa * fraction)) }))
    .filter((bet) => bet.stakePaisa > 0);
  return outcomeOf(quotes, bets, positionOf);
}
