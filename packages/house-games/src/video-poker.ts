/**
 * Jacks or Better video poker on the full-pay 9/6 table. A round is a deal and a draw: the stream
 * shuffles the first ten places of a 52-card deck (a Fisher–Yates shuffle stopped after ten swaps),
 * the first five are the hand dealt and the next five replace the cards not held, in order, at the
 * draw. The final hand pays by the table below, in times the stake (a pair of jacks or better gives
 * the stake back). With the best hold on every deal the return is 99.54 % (`videoPokerOptimalRtp`
 * proves it over all 2,598,960 deals); any other hold returns less.
 */
import type { Paisa, PokerHand } from '@khela/contract';
import { cardRank, cardSuit, DECK_SIZE } from './dragon-tiger.js';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { shuffledPrefix, type RandomSource } from './random-source.js';

export const VIDEO_POKER_HAND_SIZE = 5;
/** The cards a round can use: the five dealt and the five that may replace them. */
export const VIDEO_POKER_CARDS_USED = 2 * VIDEO_POKER_HAND_SIZE;

/** Times the stake paid back, per final hand: the published 9/6 Jacks or Better table. */
export const VIDEO_POKER_PAYTABLE: Readonly<Record<PokerHand, number>> = {
  'royal-flush': 800,
  'straight-flush': 50,
  'four-of-a-kind': 25,
  'full-house': 9,
  flush: 6,
  straight: 4,
  'three-of-a-kind': 3,
  'two-pair': 2,
  'jacks-or-better': 1,
  nothing: 0,
};

/** The optimal-hold RTP as `videoPokerOptimalRtp` works it out (the tests hold the two equal). */
export const VIDEO_POKER_RTP = 0.995439;

const ACE = 0;
const TEN = 9;
const JACK = 10;

/** The ten cards of a round, in the order the stream shuffles them. */
export function videoPokerShuffle(random: RandomSource): number[] {
  return shuffledPrefix(random, DECK_SIZE, VIDEO_POKER_CARDS_USED);
}

export function videoPokerCardsFromSeeds(seeds: FairSeeds): number[] {
  return videoPokerShuffle(createFairRandom(seeds));
}

export function isHoldList(held: readonly boolean[]): boolean {
  return held.length === VIDEO_POKER_HAND_SIZE && held.every((hold) => typeof hold === 'boolean');
}

/** The hand after the draw: each card not held is replaced by the next of cards 6–10. */
export function videoPokerDraw(shuffled: readonly number[], held: readonly boolean[]): number[] {
  if (!isHoldList(held)) throw new RangeError('a hold list has five true or false entries');
  let next = VIDEO_POKER_HAND_SIZE;
  return held.map((hold, place) => {
    if (hold) return shuffled[place] as number;
    const card = shuffled[next] as number;
    next += 1;
    return card;
  });
}

/** The best hand five cards make, by the paytable's names. */
export function pokerHandOf(cards: readonly number[]): PokerHand {
  const counts = new Array<number>(13).fill(0);
  let suitMask = 0;
  let rankMask = 0;
  for (const card of cards) {
    const rank = cardRank(card);
    counts[rank] = (counts[rank] as number) + 1;
    suitMask |= 1 << cardSuit(card);
    rankMask |= 1 << rank;
  }
  const flush = (suitMask & (suitMask - 1)) === 0;
  const distinct = popCount(rankMask);
  if (distinct === 5) {
    const lowest = Math.clz32(0) - Math.clz32(rankMask & -rankMask) - 1;
    const broadway = rankMask === ((1 << ACE) | (0b1111 << TEN));
    const straight = broadway || rankMask === 0b11111 << lowest;
    if (straight && flush) return broadway ? 'royal-flush' : 'straight-flush';
    if (flush) return 'flush';
    return straight ? 'straight' : 'nothing';
  }
  let pairs = 0;
  let highPair = false;
  let most = 0;
  counts.forEach((count, rank) => {
    if (count > most) most = count;
    if (count === 2) {
      pairs += 1;
      if (rank === ACE || rank >= JACK) highPair = true;
    }
  });
  if (most === 4) return 'four-of-a-kind';
  if (most === 3) return pairs === 1 ? 'full-house' : 'three-of-a-kind';
  if (pairs === 2) return 'two-pair';
  return highPair ? 'jacks-or-better' : 'nothing';
}

function popCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

export function videoPokerPayoutPaisa(stakePaisa: Paisa, hand: PokerHand): Paisa {
  assertStake(stakePaisa);
  const times = VIDEO_POKER_PAYTABLE[hand];
  return times === 0 ? ZERO_PAISA : floorPayout(stakePaisa, times, 1);
}

/**
 * The return of a game played with the best hold on every deal, as an exact fraction, over all
 * C(52, 5) deals. For a hold H of a dealt hand D, the draws are every set of 5 − |H| cards from the
 * 47 not dealt, and the final hands are exactly the 5-card hands that contain H and no other card
 * of D. So with T(S) the total paid over all 5-card hands containing the set S, the draws of H pay
 * Σ over H ⊆ S ⊆ D of (−1)^|S∖H| T(S) (inclusion–exclusion over D's other cards). T is summed once
 * for every set of up to four cards; the hold's return is that sum over C(47, 5 − |H|).
 */
export function videoPokerOptimalRtp(): { numerator: bigint; denominator: bigint } {
  const choose = binomialTable(DECK_SIZE, VIDEO_POKER_HAND_SIZE);
  const c = (n: number, k: number) => choose[n * 6 + k] as number;
  // Sets of k cards are numbered by the combinatorial number system, after the smaller sets.
  const offsets = [0];
  for (let size = 1; size < VIDEO_POKER_HAND_SIZE; size += 1) {
    offsets.push((offsets[size - 1] as number) + c(DECK_SIZE, size - 1));
  }
  const totals = new Float64Array(
    (offsets[VIDEO_POKER_HAND_SIZE - 1] as number) + c(DECK_SIZE, VIDEO_POKER_HAND_SIZE - 1),
  );
  const pays = new Uint16Array(c(DECK_SIZE, VIDEO_POKER_HAND_SIZE));
  const hand = [0, 0, 0, 0, 0];
  const masks = Array.from({ length: 31 }, (_, mask) => mask);
  const setIndex = (mask: number) => {
    let index = 0;
    let size = 0;
    for (let place = 0; place < VIDEO_POKER_HAND_SIZE; place += 1) {
      if ((mask >> place) & 1) {
        size += 1;
        index += c(hand[place] as number, size);
      }
    }
    return (offsets[size] as number) + index;
  };
  let handNumber = 0;
  forEachHand(hand, () => {
    const pay = VIDEO_POKER_PAYTABLE[pokerHandOf(hand)];
    pays[handNumber] = pay;
    handNumber += 1;
    if (pay === 0) return;
    for (const mask of masks) totals[setIndex(mask)] = (totals[setIndex(mask)] as number) + pay;
  });

  // Per hold size, the summed pay of the best holds (each below 2⁵³, so exact as a double).
  const bestBySize = [0, 0, 0, 0, 0, 0];
  const paid = new Float64Array(32);
  handNumber = 0;
  forEachHand(hand, () => {
    for (const mask of masks) paid[mask] = totals[setIndex(mask)] as number;
    paid[31] = pays[handNumber] as number;
    handNumber += 1;
    for (let bit = 1; bit < 32; bit <<= 1) {
      for (let mask = 0; mask < 32; mask += 1) {
        if ((mask & bit) === 0) paid[mask] = (paid[mask] as number) - (paid[mask | bit] as number);
      }
    }
    let bestPaid = -1;
    let bestDraws = 1;
    let bestSize = 0;
    for (let mask = 0; mask < 32; mask += 1) {
      const size = popCount(mask);
      const draws = c(DECK_SIZE - VIDEO_POKER_HAND_SIZE, VIDEO_POKER_HAND_SIZE - size);
      // paid / draws > bestPaid / bestDraws, compared without rounding.
      if ((paid[mask] as number) * bestDraws > bestPaid * draws) {
        bestPaid = paid[mask] as number;
        bestDraws = draws;
        bestSize = size;
      }
    }
    bestBySize[bestSize] = (bestBySize[bestSize] as number) + bestPaid;
  });

  const drawsOf = (size: number) =>
    BigInt(c(DECK_SIZE - VIDEO_POKER_HAND_SIZE, VIDEO_POKER_HAND_SIZE - size));
  const common = bestBySize.reduce((product, _, size) => product * drawsOf(size), 1n);
  const numerator = bestBySize.reduce(
    (sum, total, size) => sum + BigInt(total) * (common / drawsOf(size)),
    0n,
  );
  return { numerator, denominator: common * BigInt(c(DECK_SIZE, VIDEO_POKER_HAND_SIZE)) };
}

/** Calls visit with `hand` set to each 5-card hand in turn, its cards ascending. */
function forEachHand(hand: number[], visit: () => void): void {
  for (let a = 0; a < DECK_SIZE; a += 1) {
    hand[0] = a;
    for (let b = a + 1; b < DECK_SIZE; b += 1) {
      hand[1] = b;
      for (let c = b + 1; c < DECK_SIZE; c += 1) {
        hand[2] = c;
        for (let d = c + 1; d < DECK_SIZE; d += 1) {
          hand[3] = d;
          for (let e = d + 1; e < DECK_SIZE; e += 1) {
            hand[4] = e;
            visit();
          }
        }
      }
    }
  }
}

/** C(n, k) for n ≤ maxN and k ≤ maxK, at [n × (maxK + 1) + k]; C(n, k) = 0 when k > n. */
function binomialTable(maxN: number, maxK: number): Float64Array {
  const table = new Float64Array((maxN + 1) * (maxK + 1));
  for (let n = 0; n <= maxN; n += 1) {
    table[n * (maxK + 1)] = 1;
    for (let k = 1; k <= maxK; k += 1) {
      const above = n === 0 ? 0 : (table[(n - 1) * (maxK + 1) + k - 1] as number);
      const left = n === 0 ? 0 : (table[(n - 1) * (maxK + 1) + k] as number);
      table[n * (maxK + 1) + k] = above + left;
    }
  }
  return table;
}
