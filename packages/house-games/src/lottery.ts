/**
 * The scheduled lottery: a draw every few minutes that many players buy tickets for. A ticket picks
 * 5 different numbers of 1–30; the draw takes 5 of the 30 by a partial shuffle read from the draw's
 * own stream (its server seed, committed by SHA-256 when the draw opens, before any ticket is
 * sold, with the draw's number as the nonce). The prizes are pooled: 90 % of the draw's sales,
 * plus what earlier draws carried, is shared among the tickets matching 5, 4 and 3 numbers (60 %,
 * 25 % and 15 % of the pool), equally within a tier; a tier nobody won, and the paisa left over
 * when a share is floored, carry to the next draw. So over the draws every taka of the pool is paid.
 */
import { createFairRandom } from './fairness.js';
import { shuffledPrefix } from './random-source.js';

export const LOTTERY_NUMBERS = 30;
export const LOTTERY_PICKS = 5;
/** The share of each draw's sales that goes into its prize pool, in percent. */
export const LOTTERY_POOL_PERCENT = 90;
/** The pool's share of each tier, by numbers matched, in percent. */
export const LOTTERY_TIERS: readonly { readonly matches: number; readonly percent: number }[] = [
  { matches: 5, percent: 60 },
  { matches: 4, percent: 25 },
  { matches: 3, percent: 15 },
];
/** The client seed half of a draw's stream: the same for every draw, so only the server seed and the draw's number decide it. */
export const LOTTERY_CLIENT_SEED = 'khela-lottery';

export function isLotteryPicks(picks: readonly number[]): boolean {
  return (
    picks.length === LOTTERY_PICKS &&
    new Set(picks).size === LOTTERY_PICKS &&
    picks.every((pick) => Number.isInteger(pick) && pick >= 1 && pick <= LOTTERY_NUMBERS)
  );
}

/** The draw's five numbers, ascending, from its server seed and number. */
export function lotteryNumbers(serverSeed: string, drawNumber: number): number[] {
  const random = createFairRandom({
    serverSeed,
    clientSeed: LOTTERY_CLIENT_SEED,
    nonce: drawNumber,
  });
  return shuffledPrefix(random, LOTTERY_NUMBERS, LOTTERY_PICKS)
    .map((index) => index + 1)
    .sort((a, b) => a - b);
}

export function lotteryMatches(picks: readonly number[], numbers: readonly number[]): number {
  return picks.filter((pick) => numbers.includes(pick)).length;
}

/** The pool a draw shares: its share of the sales and what earlier draws carried to it. */
export function lotteryPoolPaisa(salesPaisa: number, carriedInPaisa: number): number {
  return Math.floor((salesPaisa * LOTTERY_POOL_PERCENT) / 100) + carriedInPaisa;
}

/**
 * Each ticket's prize and what carries to the next draw. Every paisa of the pool is either paid
 * or carried: the tests hold the sum.
 */
export function lotteryPrizes(
  tickets: readonly { readonly id: number; readonly picks: readonly number[] }[],
  numbers: readonly number[],
  poolPaisa: number,
): { prizes: Map<number, number>; carriedPaisa: number; winners: Record<number, number> } {
  const prizes = new Map<number, number>(tickets.map((ticket) => [ticket.id, 0]));
  const winners: Record<number, number> = {};
  let paid = 0;
  for (const tier of LOTTERY_TIERS) {
    const tierPaisa = Math.floor((poolPaisa * tier.percent) / 100);
    const winning = tickets.filter(
      (ticket) => lotteryMatches(ticket.picks, numbers) === tier.matches,
    );
    winners[tier.matches] = winning.length;
    if (winning.length === 0) continue;
    const share = Math.floor(tierPaisa / winning.length);
    for (const ticket of winning) prizes.set(ticket.id, share);
    paid += share * winning.length;
  }
  return { prizes, carriedPaisa: poolPaisa - paid, winners };
}

/** The chance that a ticket matches exactly k of the draw's numbers: C(5, k)·C(25, 5 − k) / C(30, 5). */
export function lotteryMatchChance(matches: number): number {
  const choose = (n: number, k: number): number => {
    if (k < 0 || k > n) return 0;
    let result = 1;
    for (let step = 1; step <= k; step += 1) result = (result * (n - k + step)) / step;
    return result;
  };
  return (
    (choose(LOTTERY_PICKS, matches) *
      choose(LOTTERY_NUMBERS - LOTTERY_PICKS, LOTTERY_PICKS - matches)) /
    choose(LOTTERY_NUMBERS, LOTTERY_PICKS)
  );
}
