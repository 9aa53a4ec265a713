/**
 * Placing a cash-out's hedge: the share of it the player chose, each bet through its market's
 * normal bet call with its own Idempotency-Key (Match Odds at the quoted odds, Bookmaker at the
 * quoted rate, which the house takes only while it still shows it).
 */
import { newIdempotencyKey } from '@khela/client-kit';
import { exchangeBetMessages, type CashOutQuote } from '@khela/contract';
import { isApiError } from '../api-client';
import { placeExchangeBet } from './place-exchange-bet';
import { placeRateBet } from './place-rate-bet';

type HedgeBet = NonNullable<CashOutQuote['cash_out']>['bets'][number];

const paisaOf = (taka: number) => Math.round(taka * 100);

/** The hedge for a share of the position: each stake scaled and floored to the paisa. */
export function hedgePart(bets: readonly HedgeBet[], percent: number): HedgeBet[] {
  return bets
    .map((bet) => ({ ...bet, stake: Math.floor((paisaOf(bet.stake) * percent) / 100) / 100 }))
    .filter((bet) => bet.stake > 0);
}

/** The shares the slider offers, in steps of 10 %. */
export const PART_STEP = 10;

/**
 * The smallest share whose every scaled stake the market still takes (its minimum stake), or
 * null when even the whole hedge has a stake below it.
 */
export function smallestPart(bets: readonly HedgeBet[], minStake: number): number | null {
  for (let percent = PART_STEP; percent <= 100; percent += PART_STEP) {
    const part = hedgePart(bets, percent);
    if (part.length === bets.length && part.every((bet) => bet.stake >= minStake)) return percent;
  }
  return null;
}

export async function placeHedgeBet(quote: CashOutQuote, bet: HedgeBet): Promise<void> {
  const base = { market_id: quote.market_id, selection_id: bet.selection_id, side: bet.side };
  if (bet.rate !== null) {
    await placeRateBet({ ...base, rate: bet.rate, stake: bet.stake }, newIdempotencyKey());
  } else {
    await placeExchangeBet({ ...base, odds: bet.price, stake: bet.stake }, newIdempotencyKey());
  }
}

/** The house refused the rate it no longer shows: the quote is to be read again. */
export function isRateMoved(error: unknown): boolean {
  return isApiError(error) && error.serverMessage === exchangeBetMessages.rateChanged;
}
