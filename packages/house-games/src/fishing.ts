/**
 * Fishing: the player fires a shot of the stake's value at one of the fish, each with a published
 * multiplier m. The shot catches it when a draw of randomInt(100 · m) falls below 97, a chance of
 * exactly 97 ÷ (100 · m), and a catch pays m times the shot: every fish returns exactly 97 %, so
 * no aim does better than another, and the page says so.
 */
import type { FishingChoice, FishingResult, Paisa } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const FISHING_RTP_PERCENT = 97;
export const FISHING_RTP = FISHING_RTP_PERCENT / 100;
/** The fish in the pond, by index: what a catch pays, in times the shot. */
export const FISHING_FISH: readonly number[] = [2, 3, 5, 8, 10, 20, 50, 100];

export function isFishingChoice(choice: FishingChoice): boolean {
  return Number.isSafeInteger(choice.fish) && choice.fish >= 0 && choice.fish < FISHING_FISH.length;
}

function multipleOf(fish: number): number {
  const multiple = FISHING_FISH[fish];
  if (multiple === undefined) throw new RangeError(`fish must be 0–${FISHING_FISH.length - 1}`);
  return multiple;
}

/** The shot's draw: it catches the fish when the roll is below 97. */
export function fishingShot(random: RandomSource, choice: FishingChoice): FishingResult {
  const roll = randomInt(random, 100 * multipleOf(choice.fish));
  return { roll, caught: roll < FISHING_RTP_PERCENT };
}

export function fishingPayoutPaisa(
  stakePaisa: Paisa,
  choice: FishingChoice,
  result: FishingResult,
): Paisa {
  assertStake(stakePaisa);
  if (result.roll >= FISHING_RTP_PERCENT) return ZERO_PAISA;
  return floorPayout(stakePaisa, multipleOf(choice.fish), 1);
}
