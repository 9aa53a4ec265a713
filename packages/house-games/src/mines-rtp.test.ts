/**
 * Mines RTP proved by simulation: a million rounds with 3 mines, picking tiles 0–4 in order and
 * cashing out after five safe picks, mines placed by the live function from a fast seeded
 * generator; then 20,000 layouts through the real HMAC stream checked for uniform placement.
 */
import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  MINES_RTP,
  minesFromSeeds,
  minesPayoutPaisa,
  minesSurvivalProbability,
  minesMultiplier,
  placeMines,
} from './mines.js';
import { SeededRandom } from './testing/seeded-random.js';

const STANDARD_ERRORS = 4;

describe('Mines RTP', () => {
  it('is 99 % for 3 mines and five picks over 1,000,000 rounds, within 4 standard errors', () => {
    const rounds = 1_000_000;
    const mineCount = 3;
    const strategy = [0, 1, 2, 3, 4];
    const stakePaisa = 10_000 as Paisa;
    const winPaisa = minesPayoutPaisa(stakePaisa, mineCount, strategy.length);
    const random = new SeededRandom(19_711_216);
    let paid = 0;
    for (let round = 0; round < rounds; round += 1) {
      const mines = placeMines(random, mineCount);
      if (strategy.every((tile) => !mines.includes(tile))) paid += winPaisa;
    }
    const p = minesSurvivalProbability(mineCount, strategy.length);
    const multiplier = minesMultiplier(mineCount, strategy.length);
    // A round pays the multiplier with probability p, else 0.
    const tolerance = (STANDARD_ERRORS * multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
    expect(tolerance).toBeLessThan(0.005);
    const measuredRtp = paid / (stakePaisa * rounds);
    expect(Math.abs(measuredRtp - MINES_RTP)).toBeLessThan(tolerance);
  });

  it('places 20,000 real layouts uniformly over the 25 tiles', () => {
    const layouts = 20_000;
    const mineCount = 5;
    const hits = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < layouts; nonce += 1) {
      const mines = minesFromSeeds(
        {
          serverSeed: 'c0ffee00d15ea5e0123456789abcdef0fedcba9876543210a5a5a5a55a5a5a5a',
          clientSeed: 'monte-carlo',
          nonce,
        },
        mineCount,
      );
      for (const tile of mines) hits[tile]! += 1;
    }
    const p = mineCount / 25;
    const tolerance = STANDARD_ERRORS * Math.sqrt((p * (1 - p)) / layouts);
    for (const count of hits) expect(Math.abs(count / layouts - p)).toBeLessThan(tolerance);
  });
});
