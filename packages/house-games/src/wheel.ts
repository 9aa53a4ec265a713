/**
 * Wheel: thirty equal segments, each with a published multiplier; the pointer stops on one of them
 * (a uniform draw from the fair stream). Each risk level's segments add up to 29.70×, so every
 * level returns exactly 99 %; higher risk pays more on fewer segments.
 */
import type { GameRisk, Paisa, WheelChoice, WheelResult } from '@khela/contract';
import { gameRisks } from '@khela/contract';
import { assertStake, floorPayout } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const WHEEL_SEGMENTS = 30;
export const WHEEL_RTP = 0.99;

/** Multipliers in hundredths, clockwise from the top of the wheel. */
export const WHEEL_LAYOUTS: Readonly<Record<GameRisk, readonly number[]>> = {
  low: [
    0, 120, 150, 120, 0, 150, 120, 150, 0, 120, 150, 120, 0, 180, 120, 150, 0, 120, 150, 120, 0,
    150, 120, 150, 0, 120, 150, 120, 0, 120,
  ],
  medium: [
    0, 150, 0, 200, 0, 150, 0, 300, 0, 150, 0, 200, 0, 150, 0, 370, 0, 150, 0, 200, 0, 150, 0, 300,
    0, 150, 0, 200, 0, 150,
  ],
  high: [2970, ...Array.from({ length: WHEEL_SEGMENTS - 1 }, () => 0)],
};

export function isWheelChoice(choice: WheelChoice): boolean {
  return (gameRisks as readonly string[]).includes(choice.risk);
}

export function wheelSpin(random: RandomSource): WheelResult {
  return { segment: randomInt(random, WHEEL_SEGMENTS) };
}

/** The segment's multiplier in hundredths. */
export function wheelHundredths(choice: WheelChoice, result: WheelResult): number {
  const value = WHEEL_LAYOUTS[choice.risk][result.segment];
  if (value === undefined) throw new RangeError(`segment must be 0–${WHEEL_SEGMENTS - 1}`);
  return value;
}

export function wheelPayoutPaisa(
  stakePaisa: Paisa,
  choice: WheelChoice,
  result: WheelResult,
): Paisa {
  assertStake(stakePaisa);
  return floorPayout(stakePaisa, wheelHundredths(choice, result), 100);
}
