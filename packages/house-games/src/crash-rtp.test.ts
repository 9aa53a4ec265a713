/**
 * Crash RTP proved by simulation. The million-round test reads the crash point through the same
 * functions as live rounds, from a fast seeded generator instead of the hash chain; the chain test
 * plays 20,000 real rounds (SHA-256 chain + HMAC) and checks they follow the same distribution.
 */
import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  buildCrashChain,
  CRASH_RTP_AT_2X,
  crashPayoutPaisa,
  crashPointFromRandom,
  crashPointFromRoundSeed,
  crashReachProbability,
  crashRtpForCashout,
} from './crash.js';
import { SeededRandom } from './testing/seeded-random.js';

/** Tolerance: 4 standard errors of a mean of n rounds. */
const STANDARD_ERRORS = 4;
const STAKE_PAISA = 10_000 as Paisa;

describe('Crash RTP', () => {
  it('is 98.51 % cashing out at 2.00× over 1,000,000 rounds, within 4 standard errors', () => {
    const rounds = 1_000_000;
    const random = new SeededRandom(20_240_601);
    const targets = [101, 200, 1000];
    const reached = [0, 0, 0];
    let instantCrashes = 0;
    let paidAt2x = 0;
    for (let round = 0; round < rounds; round += 1) {
      const crashPoint = crashPointFromRandom(random);
      paidAt2x += crashPayoutPaisa(STAKE_PAISA, 200, crashPoint);
      if (crashPoint === 100) instantCrashes += 1;
      for (let index = 0; index < targets.length; index += 1) {
        if (crashPoint >= (targets[index] as number))
          reached[index] = (reached[index] as number) + 1;
      }
    }
    targets.forEach((target, index) => {
      const p = crashReachProbability(target);
      const payout = target / 100;
      // Each round pays `payout` with probability p, else 0: standard deviation payout·√(p(1−p)).
      const tolerance = (STANDARD_ERRORS * payout * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
      const measuredRtp = ((reached[index] as number) * payout) / rounds;
      expect(Math.abs(measuredRtp - crashRtpForCashout(target))).toBeLessThan(tolerance);
    });
    // The payouts themselves: 2 × stake on every round that reached 2.00×.
    expect(paidAt2x).toBe((reached[1] as number) * 2 * STAKE_PAISA);
    expect(Math.abs(paidAt2x / (STAKE_PAISA * rounds) - CRASH_RTP_AT_2X)).toBeLessThan(0.004);
    const instantShare = instantCrashes / rounds;
    // Rounds ending at 1.00×: the 1-in-101 draw, plus the h with h/2⁵² < 1/100 (2/101 in all).
    const instantExpected = 1 - crashReachProbability(101);
    expect(instantExpected).toBeCloseTo(2 / 101, 12);
    const instantTolerance =
      STANDARD_ERRORS * Math.sqrt((instantExpected * (1 - instantExpected)) / rounds);
    expect(Math.abs(instantShare - instantExpected)).toBeLessThan(instantTolerance);
  });

  it('plays 20,000 real chain rounds with the same distribution', () => {
    const rounds = 20_000;
    const chain = buildCrashChain(
      '5e2c7a1f0b9d8e3c6a4f2d1b0e9c8a7f6e5d4c3b2a1908f7e6d5c4b3a2918070',
      rounds,
    );
    const points = chain.roundSeeds.map((seed) => crashPointFromRoundSeed(seed, 'khela-salt'));
    for (const target of [101, 150, 200, 300, 500, 1000]) {
      const p = crashReachProbability(target);
      const share = points.filter((point) => point >= target).length / rounds;
      expect(Math.abs(share - p)).toBeLessThan(STANDARD_ERRORS * Math.sqrt((p * (1 - p)) / rounds));
    }
  });
});
