/**
 * Mines, a 5×5 grid (tiles 0–24, row by row from the top left). The player picks 1–24 mines and
 * then uncovers tiles; every safe tile raises the multiplier, a mine loses the stake. The mines are
 * placed when the bet is made, from the bet's random stream, so the verify page can show them.
 *
 * After k safe picks the multiplier is (1 − 1 %) × C(25, k) / C(25 − mines, k): the fair odds of
 * surviving k picks, less a 1 % edge. Whatever tiles are picked and whenever the player stops, the
 * expected return is 99 % of the stake (less under a paisa from flooring the payout).
 */
import type { Paisa } from '@khela/contract';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { assertStake, floorPayout } from './money.js';
import { shuffledPrefix, type RandomSource } from './random-source.js';

export const MINES_GRID_SIZE = 5;
export const MINES_TILE_COUNT = MINES_GRID_SIZE * MINES_GRID_SIZE;
export const MINES_COUNT_MIN = 1;
export const MINES_COUNT_MAX = MINES_TILE_COUNT - 1;
/** The edge in percent, kept whole so payouts are exact integer arithmetic. */
export const MINES_HOUSE_EDGE_PERCENT = 1;
export const MINES_HOUSE_EDGE = MINES_HOUSE_EDGE_PERCENT / 100;
/** 99 % for any strategy. */
export const MINES_RTP = 1 - MINES_HOUSE_EDGE;

export function isMineCount(mineCount: number): boolean {
  return (
    Number.isSafeInteger(mineCount) && mineCount >= MINES_COUNT_MIN && mineCount <= MINES_COUNT_MAX
  );
}

export function isTile(tile: number): boolean {
  return Number.isSafeInteger(tile) && tile >= 0 && tile < MINES_TILE_COUNT;
}

/** The most safe tiles a grid with this many mines has: uncovering them all ends the round. */
export function minesSafeTileCount(mineCount: number): number {
  assertMineCount(mineCount);
  return MINES_TILE_COUNT - mineCount;
}

/**
 * The mined tiles, ascending. A Fisher–Yates shuffle of tiles 0–24 driven by the stream, stopped
 * after mineCount swaps: position i takes the tile at i + randomInt(25 − i), so the first
 * mineCount positions are a uniform random set.
 */
export function placeMines(random: RandomSource, mineCount: number): number[] {
  assertMineCount(mineCount);
  return shuffledPrefix(random, MINES_TILE_COUNT, mineCount).sort((a, b) => a - b);
}

/** The mines a verify page recomputes from the revealed seeds (the bet's nonce and mine count). */
export function minesFromSeeds(seeds: FairSeeds, mineCount: number): number[] {
  return placeMines(createFairRandom(seeds), mineCount);
}

/** C(n, k) exactly (the largest here, C(25, 12) = 5,200,300, is far below 2⁵³). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let step = 1; step <= Math.min(k, n - k); step += 1) {
    result = (result * (n - step + 1)) / step;
  }
  return result;
}

/** The multiplier after safePicks safe tiles as an exact fraction. */
export function minesMultiplierFraction(
  mineCount: number,
  safePicks: number,
): { readonly numerator: number; readonly denominator: number } {
  assertSafePicks(mineCount, safePicks);
  return {
    numerator: (100 - MINES_HOUSE_EDGE_PERCENT) * binomial(MINES_TILE_COUNT, safePicks),
    denominator: 100 * binomial(MINES_TILE_COUNT - mineCount, safePicks),
  };
}

/** The multiplier after safePicks safe tiles, for display (pays use the exact fraction). */
export function minesMultiplier(mineCount: number, safePicks: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mineCount, safePicks);
  return numerator / denominator;
}

/** Every multiplier a grid with this many mines can reach: index k − 1 holds the one after k picks. */
export function minesMultiplierTable(mineCount: number): number[] {
  return Array.from({ length: minesSafeTileCount(mineCount) }, (_, index) =>
    minesMultiplier(mineCount, index + 1),
  );
}

/**
 * ⌊stake × multiplier⌋ for a cash-out after safePicks safe tiles (at least one: cashing out
 * before any pick would only hand the edge to the house).
 */
export function minesPayoutPaisa(stakePaisa: Paisa, mineCount: number, safePicks: number): Paisa {
  assertStake(stakePaisa);
  if (safePicks < 1) throw new RangeError('a Mines cash-out needs at least one safe pick');
  const { numerator, denominator } = minesMultiplierFraction(mineCount, safePicks);
  return floorPayout(stakePaisa, numerator, denominator);
}

/** The chance that safePicks distinct picks all miss the mines: C(25 − mines, k) / C(25, k). */
export function minesSurvivalProbability(mineCount: number, safePicks: number): number {
  assertSafePicks(mineCount, safePicks);
  return binomial(MINES_TILE_COUNT - mineCount, safePicks) / binomial(MINES_TILE_COUNT, safePicks);
}

function assertMineCount(mineCount: number): void {
  if (!isMineCount(mineCount)) {
    throw new RangeError(`mines must be ${MINES_COUNT_MIN}–${MINES_COUNT_MAX}, got ${mineCount}`);
  }
}

function assertSafePicks(mineCount: number, safePicks: number): void {
  assertMineCount(mineCount);
  if (
    !Number.isSafeInteger(safePicks) ||
    safePicks < 0 ||
    safePicks > MINES_TILE_COUNT - mineCount
  ) {
    throw new RangeError(`safe picks must be 0–${MINES_TILE_COUNT - mineCount}, got ${safePicks}`);
  }
}
