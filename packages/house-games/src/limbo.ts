/**
 * Limbo: the player names a target multiplier (1.01× to 1,000×) and the round draws a result; the
 * bet pays the target when the result reaches it. From 52 uniform bits h the result is
 * ⌊99 · 2⁵² ÷ (2⁵² − h)⌋ hundredths, so it reaches t hundredths for exactly ⌊99 · 2⁵² ÷ t⌋ of the
 * 2⁵² values of h: a chance of 0.99 ÷ (t ÷ 100) to within 2⁻⁵², and an RTP of 99 % for any target.
 */
import type { LimboChoice, LimboResult, Paisa } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomBits52, type RandomSource } from './random-source.js';

export const LIMBO_RTP_PERCENT = 99;
export const LIMBO_RTP = LIMBO_RTP_PERCENT / 100;
export const LIMBO_TARGET_MIN_HUNDREDTHS = 101;
export const LIMBO_TARGET_MAX_HUNDREDTHS = 100_000;
/** Results past this are shown as it (no target comes near). */
export const LIMBO_RESULT_SHOWN_MAX_HUNDREDTHS = 100_000_000;

const TWO_POW_52 = 2n ** 52n;

export function limboTargetHundredths(choice: LimboChoice): number | null {
  const target = Math.round(choice.target * 100);
  if (Math.abs(choice.target * 100 - target) > 1e-6) return null;
  return target >= LIMBO_TARGET_MIN_HUNDREDTHS && target <= LIMBO_TARGET_MAX_HUNDREDTHS
    ? target
    : null;
}

export function isLimboChoice(choice: LimboChoice): boolean {
  return limboTargetHundredths(choice) !== null;
}

/** The result in hundredths for 52 bits h, exact in integers (uncapped). */
export function limboResultFromBits(top52Bits: number): bigint {
  if (!Number.isSafeInteger(top52Bits) || top52Bits < 0 || top52Bits >= 2 ** 52) {
    throw new RangeError(`top52Bits must be an integer in [0, 2^52), got ${top52Bits}`);
  }
  return (BigInt(LIMBO_RTP_PERCENT) * TWO_POW_52) / (TWO_POW_52 - BigInt(top52Bits));
}

export function limboRoll(random: RandomSource): LimboResult {
  const hundredths = limboResultFromBits(randomBits52(random));
  const shown =
    hundredths > BigInt(LIMBO_RESULT_SHOWN_MAX_HUNDREDTHS)
      ? LIMBO_RESULT_SHOWN_MAX_HUNDREDTHS
      : Number(hundredths);
  return { result: shown / 100 };
}

/** How many of the 2⁵² values of h reach the target: ⌊99 · 2⁵² ÷ t⌋. */
export function limboWinningCount(targetHundredths: number): bigint {
  return (BigInt(LIMBO_RTP_PERCENT) * TWO_POW_52) / BigInt(targetHundredths);
}

export function limboWins(choice: LimboChoice, result: LimboResult): boolean {
  const target = limboTargetHundredths(choice);
  if (target === null) throw new RangeError('the Limbo target is outside 1.01×–1,000×');
  return Math.round(result.result * 100) >= target;
}

export function limboPayoutPaisa(
  stakePaisa: Paisa,
  choice: LimboChoice,
  result: LimboResult,
): Paisa {
  assertStake(stakePaisa);
  if (!limboWins(choice, result)) return ZERO_PAISA;
  return floorPayout(stakePaisa, Math.round(choice.target * 100), 100);
}
