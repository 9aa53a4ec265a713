import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  isMineCount,
  isTile,
  minesFromSeeds,
  minesMultiplier,
  minesMultiplierFraction,
  minesMultiplierTable,
  minesPayoutPaisa,
  minesSafeTileCount,
  minesSurvivalProbability,
  placeMines,
} from './mines.js';
import type { RandomSource } from './random-source.js';

const stake = (amount: number): Paisa => amount as Paisa;
const SEEDS = {
  serverSeed: '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf02468ace13579bdf0246',
  clientSeed: 'khela-player',
  nonce: 7,
};

describe('mine placement', () => {
  it('matches the reference layouts from the fair stream', () => {
    // Computed outside this code (Python hmac + the same partial Fisher–Yates).
    expect(minesFromSeeds(SEEDS, 3)).toEqual([5, 6, 23]);
    expect(minesFromSeeds(SEEDS, 24)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24,
    ]);
  });

  it('places exactly the asked number of distinct tiles', () => {
    for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
      const mines = minesFromSeeds({ ...SEEDS, nonce: mineCount }, mineCount);
      expect(new Set(mines).size).toBe(mineCount);
      expect(mines.every(isTile)).toBe(true);
      expect([...mines].sort((a, b) => a - b)).toEqual(mines);
    }
  });

  it('swaps position i with i + randomInt(25 − i) (Fisher–Yates)', () => {
    // Words 0, 0, 0 keep tiles 0, 1, 2. Words 24, 22: position 0 takes tile 24 (0 + 24) and
    // position 1 tile 23 (1 + 22). Words 24, 23: position 1 takes 24's old place, now tile 0.
    const words = (list: number[]): RandomSource => {
      let index = 0;
      return { nextUint32: () => list[index++] ?? 0 };
    };
    expect(placeMines(words([0, 0, 0]), 3)).toEqual([0, 1, 2]);
    expect(placeMines(words([24, 22]), 2)).toEqual([23, 24]);
    expect(placeMines(words([24, 23]), 2)).toEqual([0, 24]);
    expect(placeMines(words([1, 0]), 2)).toEqual([0, 1]);
  });

  it('refuses mine counts outside 1–24', () => {
    expect(isMineCount(0)).toBe(false);
    expect(isMineCount(25)).toBe(false);
    expect(() => minesFromSeeds(SEEDS, 0)).toThrow(RangeError);
    expect(() => minesFromSeeds(SEEDS, 25)).toThrow(RangeError);
  });
});

describe('multipliers', () => {
  it('are 0.99 × C(25, k) / C(25 − mines, k)', () => {
    expect(binomial(25, 12)).toBe(5_200_300);
    expect(binomial(25, 0)).toBe(1);
    expect(binomial(3, 4)).toBe(0);
    expect(minesMultiplier(1, 1)).toBe(1.03125);
    expect(minesMultiplier(3, 5)).toBeCloseTo((0.99 * 53_130) / 26_334, 12);
    expect(minesMultiplier(24, 1)).toBeCloseTo(24.75, 12);
    expect(minesMultiplier(1, 24)).toBeCloseTo(24.75, 12);
    expect(minesMultiplierFraction(5, 0)).toEqual({ numerator: 99, denominator: 100 });
  });

  it('give every strategy a 99 % return: multiplier × survival = 0.99 for every mines and picks', () => {
    for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
      for (let picks = 1; picks <= minesSafeTileCount(mineCount); picks += 1) {
        const { numerator, denominator } = minesMultiplierFraction(mineCount, picks);
        // numerator/denominator × C(25 − m, k)/C(25, k) = 99/100, checked in whole numbers.
        expect(numerator * binomial(25 - mineCount, picks) * 100).toBe(
          99 * denominator * binomial(25, picks),
        );
        expect(
          minesMultiplier(mineCount, picks) * minesSurvivalProbability(mineCount, picks),
        ).toBeCloseTo(0.99, 12);
      }
    }
  });

  it('rise with every safe pick, up to all the safe tiles', () => {
    const table = minesMultiplierTable(3);
    expect(table).toHaveLength(22);
    table
      .slice(1)
      .forEach((multiplier, index) => expect(multiplier).toBeGreaterThan(table[index]!));
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
  });
});

describe('payout', () => {
  it('is stake × multiplier floored to the paisa', () => {
    expect(minesPayoutPaisa(stake(10_000), 1, 1)).toBe(10_312);
    expect(minesPayoutPaisa(stake(100), 24, 1)).toBe(2475);
    // All 22 safe tiles of a 3-mine grid: 0.99 × C(25, 22) / C(22, 22) = 0.99 × 2300.
    expect(minesPayoutPaisa(stake(100), 3, 22)).toBe(227_700);
  });

  it('needs a safe pick, a valid stake and picks the grid can hold', () => {
    expect(() => minesPayoutPaisa(stake(100), 3, 0)).toThrow(RangeError);
    expect(() => minesPayoutPaisa(stake(0), 3, 1)).toThrow(RangeError);
    expect(() => minesPayoutPaisa(stake(100), 24, 2)).toThrow(RangeError);
  });
});
