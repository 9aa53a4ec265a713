/**
 * Crash: one shared round for every player. Multipliers are integer hundredths (235 = 2.35×) so
 * comparisons and payouts are exact.
 *
 * Fairness is bustabit's hash chain: the house picks a secret terminal seed, hashes it N − 1 times
 * and plays the seeds in reverse, publishing SHA-256 of the first round's seed beforehand. Each
 * revealed seed hashes to the one played before it, so no round can be chosen after the fact.
 * A round's result is HMAC-SHA256(key = round seed, message = public salt), the salt being fixed
 * and published after the commitment, so the house could not have picked a favourable chain.
 */
import type { Paisa } from '@khela/contract';
import { bytesToHex } from '@noble/hashes/utils.js';
import { hmacSha256, isServerSeed, sha256Hex } from './fairness.js';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomBits52, randomInt, type RandomSource } from './random-source.js';

/** One round in this many crashes at 1.00× before anyone can cash out: most of the house edge. */
export const CRASH_INSTANT_ONE_IN = 101;
/** The multiplier grows as e^(rate × elapsed ms): 2× after 11.55 s, 10× after 38.4 s. */
export const CRASH_GROWTH_RATE_PER_MS = 0.00006;
/** 1.00×: the instant crash, and the multiplier at the start of every round. */
export const CRASH_POINT_MIN_HUNDREDTHS = 100;
/** The lowest cash-out: cashing out at 1.00× would pay back the stake even on an instant crash. */
export const CRASH_CASHOUT_MIN_HUNDREDTHS = 101;
/** Rounds in one hash chain when the caller has no reason to choose: about three weeks of play. */
export const CRASH_CHAIN_LENGTH_DEFAULT = 100_000;

const TWO_POW_52 = 2n ** 52n;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The crash point from 52 uniform bits and the instant-crash flag:
 * ⌊(100·2⁵² − h) / (2⁵² − h)⌋ hundredths, computed in integers so it is exact for every h.
 */
export function crashPointFromBits(top52Bits: number, instantCrash: boolean): number {
  if (!Number.isSafeInteger(top52Bits) || top52Bits < 0 || top52Bits >= 2 ** 52) {
    throw new RangeError(`top52Bits must be an integer in [0, 2^52), got ${top52Bits}`);
  }
  if (instantCrash) return CRASH_POINT_MIN_HUNDREDTHS;
  const h = BigInt(top52Bits);
  return Number((100n * TWO_POW_52 - h) / (TWO_POW_52 - h));
}

/**
 * The crash point of a 256-bit game hash (64 hex characters), bustabit's rule: the round crashes
 * instantly when the whole hash is divisible by 101, else the first 52 bits give the point.
 */
export function crashPointFromHash(gameHash: string): number {
  if (!HASH_PATTERN.test(gameHash)) throw new RangeError('a game hash is 64 lowercase hex digits');
  const instantCrash = BigInt(`0x${gameHash}`) % BigInt(CRASH_INSTANT_ONE_IN) === 0n;
  return crashPointFromBits(Number.parseInt(gameHash.slice(0, 13), 16), instantCrash);
}

/**
 * The same distribution from any random source (one word for the 1-in-101 draw, two for the 52
 * bits). The Monte Carlo test drives it with a fast generator; live rounds use the chain instead.
 */
export function crashPointFromRandom(random: RandomSource): number {
  const instantCrash = randomInt(random, CRASH_INSTANT_ONE_IN) === 0;
  return crashPointFromBits(randomBits52(random), instantCrash);
}

/** HMAC-SHA256(key = round seed, message = salt) as hex: the hash a round's crash point comes from. */
export function crashGameHash(roundSeed: string, salt: string): string {
  assertChainSeed(roundSeed);
  return bytesToHex(hmacSha256(roundSeed, salt));
}

/** A round's crash point in hundredths from its chain seed and the chain's public salt. */
export function crashPointFromRoundSeed(roundSeed: string, salt: string): number {
  return crashPointFromHash(crashGameHash(roundSeed, salt));
}

// ── hash chain ──────────────────────────────────────────────────────────────────────────────────

export interface CrashChain {
  /** Seeds in play order: roundSeeds[0] is played first, the terminal seed last. */
  readonly roundSeeds: readonly string[];
  /** SHA-256 of the first round's seed: published before the first round. */
  readonly commitment: string;
}

/** Builds a whole chain of roundCount seeds ending at the secret terminal seed. */
export function buildCrashChain(terminalSeed: string, roundCount: number): CrashChain {
  assertChainSeed(terminalSeed);
  assertRoundCount(roundCount);
  const reversed: string[] = [terminalSeed];
  for (let index = 1; index < roundCount; index += 1) {
    reversed.push(sha256Hex(reversed[index - 1] as string));
  }
  reversed.reverse();
  return { roundSeeds: reversed, commitment: sha256Hex(reversed[0] as string) };
}

/**
 * The seed of round roundIndex (0 = first played) without keeping the chain: it hashes the terminal
 * seed roundCount − 1 − roundIndex times (0.1 s for a 100,000-round chain's first round).
 */
export function crashRoundSeedAt(
  terminalSeed: string,
  roundCount: number,
  roundIndex: number,
): string {
  assertChainSeed(terminalSeed);
  assertRoundCount(roundCount);
  if (!Number.isSafeInteger(roundIndex) || roundIndex < 0 || roundIndex >= roundCount) {
    throw new RangeError(`roundIndex must be in [0, ${roundCount}), got ${roundIndex}`);
  }
  return hashTimes(terminalSeed, roundCount - 1 - roundIndex);
}

/** The chain's commitment (SHA-256 of the first round's seed) from the terminal seed. */
export function crashChainCommitment(terminalSeed: string, roundCount: number): string {
  return sha256Hex(crashRoundSeedAt(terminalSeed, roundCount, 0));
}

/**
 * One link: a round's revealed seed must hash to the seed of the round played just before it (for
 * the first round, to the published commitment).
 */
export function verifyCrashChainLink(roundSeed: string, previousSeedOrCommitment: string): boolean {
  return isServerSeed(roundSeed) && sha256Hex(roundSeed) === previousSeedOrCommitment.toLowerCase();
}

/** A round's seed against the published commitment: hashing it roundIndex + 1 times reaches it. */
export function verifyCrashRoundSeed(
  roundSeed: string,
  roundIndex: number,
  commitment: string,
): boolean {
  if (!isServerSeed(roundSeed) || !Number.isSafeInteger(roundIndex) || roundIndex < 0) return false;
  return hashTimes(roundSeed, roundIndex + 1) === commitment.toLowerCase();
}

// ── live multiplier ─────────────────────────────────────────────────────────────────────────────

/** The multiplier shown elapsedMs after the round started, floored to hundredths. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) {
    throw new RangeError(`elapsedMs must be a non-negative number, got ${elapsedMs}`);
  }
  return Math.floor(100 * Math.exp(CRASH_GROWTH_RATE_PER_MS * elapsedMs));
}

/**
 * The first whole millisecond at which crashMultiplierAt reaches the given hundredths: the
 * inverse of the growth curve, adjusted against crashMultiplierAt itself so the two never disagree
 * by a rounding. A round crashing at c ends at crashElapsedMsFor(c).
 */
export function crashElapsedMsFor(multiplierHundredths: number): number {
  assertHundredths(multiplierHundredths, CRASH_POINT_MIN_HUNDREDTHS);
  let elapsedMs = Math.max(
    0,
    Math.ceil(Math.log(multiplierHundredths / 100) / CRASH_GROWTH_RATE_PER_MS),
  );
  while (elapsedMs > 0 && crashMultiplierAt(elapsedMs - 1) >= multiplierHundredths) elapsedMs -= 1;
  while (crashMultiplierAt(elapsedMs) < multiplierHundredths) elapsedMs += 1;
  return elapsedMs;
}

// ── cash-out ────────────────────────────────────────────────────────────────────────────────────

/** ⌊stake × cash-out⌋ when the cash-out (≥ 1.01×) is at or below the crash point, else nothing. */
export function crashPayoutPaisa(
  stakePaisa: Paisa,
  cashoutHundredths: number,
  crashPointHundredths: number,
): Paisa {
  assertStake(stakePaisa);
  assertHundredths(cashoutHundredths, CRASH_CASHOUT_MIN_HUNDREDTHS);
  assertHundredths(crashPointHundredths, CRASH_POINT_MIN_HUNDREDTHS);
  if (cashoutHundredths > crashPointHundredths) return ZERO_PAISA;
  return floorPayout(stakePaisa, cashoutHundredths, 100);
}

export type CrashCashOut =
  | { readonly cashedOut: true; readonly multiplierHundredths: number; readonly payoutPaisa: Paisa }
  | { readonly cashedOut: false; readonly reason: 'crashed' | 'below-minimum' };

/**
 * A cash-out asked for elapsedMs into a round (by the server's clock): refused once the round has
 * crashed (at crashElapsedMsFor(crash point)) or while the multiplier is still 1.00×.
 */
export function crashCashOutAt(
  stakePaisa: Paisa,
  elapsedMs: number,
  crashPointHundredths: number,
): CrashCashOut {
  assertStake(stakePaisa);
  assertHundredths(crashPointHundredths, CRASH_POINT_MIN_HUNDREDTHS);
  if (elapsedMs >= crashElapsedMsFor(crashPointHundredths)) {
    return { cashedOut: false, reason: 'crashed' };
  }
  const multiplierHundredths = crashMultiplierAt(elapsedMs);
  if (multiplierHundredths < CRASH_CASHOUT_MIN_HUNDREDTHS) {
    return { cashedOut: false, reason: 'below-minimum' };
  }
  return {
    cashedOut: true,
    multiplierHundredths,
    payoutPaisa: crashPayoutPaisa(stakePaisa, multiplierHundredths, crashPointHundredths),
  };
}

// ── return to player ────────────────────────────────────────────────────────────────────────────

/**
 * P(crash point ≥ c) = (100/101) × 99 / (c − 1) for c in hundredths (from the formula above: the
 * point reaches c exactly when h/2⁵² ≥ (c − 100)/(c − 1)); exact up to 2⁻⁵².
 */
export function crashReachProbability(multiplierHundredths: number): number {
  assertHundredths(multiplierHundredths, CRASH_POINT_MIN_HUNDREDTHS);
  const notInstant = (CRASH_INSTANT_ONE_IN - 1) / CRASH_INSTANT_ONE_IN;
  return (notInstant * 99) / (multiplierHundredths - 1);
}

/**
 * The RTP of always cashing out at c: c/100 × P(reach c) = 99c / (101(c − 1)). It falls from
 * 99.00 % at 1.01× to 98.51 % at 2.00× and towards 98.02 % (99/101) for very high targets.
 */
export function crashRtpForCashout(cashoutHundredths: number): number {
  assertHundredths(cashoutHundredths, CRASH_CASHOUT_MIN_HUNDREDTHS);
  // One division of two whole numbers, so 1.01× gives exactly 0.99.
  const notInstant = CRASH_INSTANT_ONE_IN - 1;
  return (
    (notInstant * 99 * cashoutHundredths) / (CRASH_INSTANT_ONE_IN * 100 * (cashoutHundredths - 1))
  );
}

/** The published headline: RTP when cashing out at 2.00× (19800/20099 = 98.512 %). */
export const CRASH_RTP_AT_2X = crashRtpForCashout(200);
/** The best RTP (cash-out at 1.01×) and the limit for ever higher targets. */
export const CRASH_RTP_MAX = crashRtpForCashout(CRASH_CASHOUT_MIN_HUNDREDTHS);
export const CRASH_RTP_MIN = 99 / 101;

function hashTimes(seed: string, times: number): string {
  let value = seed;
  for (let step = 0; step < times; step += 1) value = sha256Hex(value);
  return value;
}

function assertChainSeed(seed: string): void {
  if (!isServerSeed(seed)) throw new RangeError('a chain seed is 64 lowercase hex characters');
}

function assertRoundCount(roundCount: number): void {
  if (!Number.isSafeInteger(roundCount) || roundCount < 1) {
    throw new RangeError(`roundCount must be a positive integer, got ${roundCount}`);
  }
}

// Integers, not safe integers: a crash point can pass 2⁵³ hundredths (about once in 10¹⁴ rounds).
function assertHundredths(value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(
      `a multiplier in hundredths must be an integer ≥ ${minimum}, got ${value}`,
    );
  }
}
