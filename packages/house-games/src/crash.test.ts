import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  buildCrashChain,
  CRASH_RTP_AT_2X,
  CRASH_RTP_MAX,
  CRASH_RTP_MIN,
  crashCashOutAt,
  crashChainCommitment,
  crashElapsedMsFor,
  crashGameHash,
  crashMultiplierAt,
  crashPayoutPaisa,
  crashPointFromBits,
  crashPointFromHash,
  crashPointFromRoundSeed,
  crashReachProbability,
  crashRoundSeedAt,
  crashRtpForCashout,
  verifyCrashChainLink,
  verifyCrashRoundSeed,
} from './crash.js';

// Computed outside this code with Python's hashlib/hmac and integer arithmetic.
const TERMINAL_SEED = '5e2c7a1f0b9d8e3c6a4f2d1b0e9c8a7f6e5d4c3b2a1908f7e6d5c4b3a2918070';
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';
const CHAIN = [
  '7fa02e45804aaae0430de05daaf665baa6bbc82321646fb79d0e470b337af640',
  'baefed1b60842ceff774ca62bdfb1dccc0571517cf6b4a4261e2d24f70e41b60',
  'b98a8f5115f23c6ec64ed616b398476e9f625986e4dd512f02224346dfbfb6c3',
  '6cc13fdbf6c80ccb1fd228b028890e17f4dbcaf4b5d4bea4c8764a9922f50117',
  'a9aea76ae43bef8e16f6c12ab07e3d87d68abe0f528cd3fea7b547d3af10c2bc',
  TERMINAL_SEED,
];
const COMMITMENT = '4c2b9512ec8c1587b9dae11951b7e77a14b972b03f1a178e6a2267c77a7b64c2';
const CRASH_POINTS = [256, 1217, 845, 250, 145, 123];
const stake = (amount: number): Paisa => amount as Paisa;

describe('hash chain', () => {
  it('plays the seeds in reverse of hashing and commits to the first', () => {
    const chain = buildCrashChain(TERMINAL_SEED, 6);
    expect(chain.roundSeeds).toEqual(CHAIN);
    expect(chain.commitment).toBe(COMMITMENT);
    expect(crashChainCommitment(TERMINAL_SEED, 6)).toBe(COMMITMENT);
  });

  it('finds any round seed from the terminal seed alone', () => {
    CHAIN.forEach((seed, index) => expect(crashRoundSeedAt(TERMINAL_SEED, 6, index)).toBe(seed));
    expect(() => crashRoundSeedAt(TERMINAL_SEED, 6, 6)).toThrow(RangeError);
  });

  it('links each revealed seed to the round before it and to the commitment', () => {
    expect(verifyCrashChainLink(CHAIN[0]!, COMMITMENT)).toBe(true);
    for (let index = 1; index < CHAIN.length; index += 1) {
      expect(verifyCrashChainLink(CHAIN[index]!, CHAIN[index - 1]!)).toBe(true);
      expect(verifyCrashRoundSeed(CHAIN[index]!, index, COMMITMENT)).toBe(true);
    }
    expect(verifyCrashChainLink(CHAIN[2]!, CHAIN[0]!)).toBe(false);
    expect(verifyCrashRoundSeed(CHAIN[2]!, 3, COMMITMENT)).toBe(false);
    const forged = `${CHAIN[3]!.slice(0, 63)}0`;
    expect(verifyCrashChainLink(forged, CHAIN[2]!)).toBe(false);
  });
});

describe('crash point', () => {
  it('matches the reference values for the chain and salt', () => {
    expect(CHAIN.map((seed) => crashPointFromRoundSeed(seed, SALT))).toEqual(CRASH_POINTS);
    expect(crashGameHash(CHAIN[0]!, SALT).slice(0, 16)).toBe('9cd486a425cf7f61');
  });

  it('crashes instantly when the whole game hash is divisible by 101', () => {
    const instantHash = '9a46bf7dcee9f73780436cbbf3947e5a0d61473d1f4c49c43ff70533dea9443b';
    expect(crashGameHash(TERMINAL_SEED, 'salt-11')).toBe(instantHash);
    expect(BigInt(`0x${instantHash}`) % 101n).toBe(0n);
    expect(crashPointFromHash(instantHash)).toBe(100);
    // The same top 52 bits without the instant flag would have gone on to 2.50×.
    expect(crashPointFromBits(Number.parseInt(instantHash.slice(0, 13), 16), false)).toBe(250);
  });

  it('follows ⌊(100·2⁵² − h) / (2⁵² − h)⌋ at the edges', () => {
    expect(crashPointFromBits(0, false)).toBe(100);
    expect(crashPointFromBits(2 ** 51, false)).toBe(199);
    // The smallest h reaching 2.00× is ⌈2⁵² × 100 / 199⌉ (integer arithmetic; a double is 1 short).
    const reachesTwo = 2_263_115_390_638_441;
    expect(crashPointFromBits(reachesTwo, false)).toBe(200);
    expect(crashPointFromBits(reachesTwo - 1, false)).toBe(199);
    expect(crashPointFromBits(2 ** 52 - 1, false)).toBe(99 * 2 ** 52 + 1);
    expect(() => crashPointFromBits(2 ** 52, false)).toThrow(RangeError);
    expect(() => crashPointFromHash('XYZ')).toThrow(RangeError);
  });
});

describe('growth curve', () => {
  it('starts at 1.00× and doubles after about 11.55 s', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashElapsedMsFor(200)).toBe(11_553);
    expect(crashElapsedMsFor(100)).toBe(0);
  });

  it('inverts exactly: the first millisecond each multiplier is shown', () => {
    const targets = [101, 102, 150, 199, 200, 201, 333, 1000, 9999, 10_000, 123_456, 10_000_000];
    for (let hundredths = 101; hundredths <= 5000; hundredths += 1) targets.push(hundredths);
    for (const hundredths of targets) {
      const elapsedMs = crashElapsedMsFor(hundredths);
      expect(crashMultiplierAt(elapsedMs)).toBeGreaterThanOrEqual(hundredths);
      expect(crashMultiplierAt(elapsedMs - 1)).toBeLessThan(hundredths);
    }
  });

  it('never goes down', () => {
    let previous = crashMultiplierAt(0);
    let decreases = 0;
    for (let elapsedMs = 1; elapsedMs <= 120_000; elapsedMs += 1) {
      const current = crashMultiplierAt(elapsedMs);
      if (current < previous) decreases += 1;
      previous = current;
    }
    expect(decreases).toBe(0);
  });
});

describe('cash-out', () => {
  it('pays stake × cash-out, floored to the paisa, up to and including the crash point', () => {
    expect(crashPayoutPaisa(stake(10_000), 200, 200)).toBe(20_000);
    expect(crashPayoutPaisa(stake(10_000), 201, 200)).toBe(0);
    expect(crashPayoutPaisa(stake(333), 150, 1000)).toBe(499);
    expect(crashPayoutPaisa(stake(1), 101, 101)).toBe(1);
    expect(() => crashPayoutPaisa(stake(100), 100, 200)).toThrow(RangeError);
    expect(() => crashPayoutPaisa(stake(0), 200, 200)).toThrow(RangeError);
  });

  it('is exact for huge crash points', () => {
    const huge = crashPointFromBits(2 ** 52 - 1, false);
    expect(crashPayoutPaisa(stake(100), 1_000_000, huge)).toBe(1_000_000);
  });

  it('by time: refused while at 1.00× and from the crash onwards', () => {
    const crashAtMs = crashElapsedMsFor(250);
    expect(crashCashOutAt(stake(1000), 0, 250)).toEqual({
      cashedOut: false,
      reason: 'below-minimum',
    });
    expect(crashCashOutAt(stake(1000), crashAtMs, 250)).toEqual({
      cashedOut: false,
      reason: 'crashed',
    });
    expect(crashCashOutAt(stake(1000), crashAtMs - 1, 250)).toEqual({
      cashedOut: true,
      multiplierHundredths: 249,
      payoutPaisa: 2490,
    });
    expect(crashCashOutAt(stake(1000), 11_553, 250)).toEqual({
      cashedOut: true,
      multiplierHundredths: 200,
      payoutPaisa: 2000,
    });
    expect(crashCashOutAt(stake(1000), 0, 100)).toEqual({ cashedOut: false, reason: 'crashed' });
  });
});

describe('published RTP', () => {
  it('follows 99c / (101(c − 1))', () => {
    expect(CRASH_RTP_AT_2X).toBeCloseTo(19_800 / 20_099, 15);
    expect(CRASH_RTP_MAX).toBe(0.99);
    expect(CRASH_RTP_MIN).toBeCloseTo(0.980198, 6);
    expect(crashRtpForCashout(1000)).toBeCloseTo((99 * 1000) / (101 * 999), 15);
    expect(crashReachProbability(100)).toBeCloseTo(100 / 101, 15);
  });
});
