/**
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values). "Under t" wins on a roll below t,
 * "over t" on a roll above it. A win pays 99 ÷ (chance in percent): whatever the target, the
 * expected return is exactly 99 % (less under a paisa from flooring the payout).
 */
import type { DiceChoice, DiceResult, Paisa } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const DICE_OUTCOMES = 10_000;
export const DICE_RTP_PERCENT = 99;
export const DICE_RTP = DICE_RTP_PERCENT / 100;
/** Winning rolls allowed: a 1 % to 98 % chance. */
export const DICE_WINNING_MIN = 100;
export const DICE_WINNING_MAX = 9800;

const hundredthsOf = (value: number) => Math.round(value * 100);

/** How many of the 10,000 rolls win, or null for a target this side cannot take. */
export function diceWinningRolls(choice: DiceChoice): number | null {
  const target = hundredthsOf(choice.target);
  if (Math.abs(choice.target * 100 - target) > 1e-6) return null;
  const winning = choice.side === 'under' ? target : DICE_OUTCOMES - 1 - target;
  return winning >= DICE_WINNING_MIN && winning <= DICE_WINNING_MAX ? winning : null;
}

export function isDiceChoice(choice: DiceChoice): boolean {
  return diceWinningRolls(choice) !== null;
}

/** A win's multiplier as an exact fraction: 9,900 ÷ winning rolls. */
export function diceMultiplierFraction(choice: DiceChoice): {
  numerator: number;
  denominator: number;
} {
  const winning = diceWinningRolls(choice);
  if (winning === null) throw new RangeError('the Dice target is outside the 1 %–98 % chances');
  return { numerator: DICE_RTP_PERCENT * (DICE_OUTCOMES / 100), denominator: winning };
}

/** The multiplier to show, floored to four decimals (pays use the exact fraction). */
export function diceMultiplier(choice: DiceChoice): number {
  const { numerator, denominator } = diceMultiplierFraction(choice);
  return Math.floor((numerator * 10_000) / denominator) / 10_000;
}

/** The chance of winning in percent, two decimals. */
export function diceWinChance(choice: DiceChoice): number {
  const winning = diceWinningRolls(choice);
  if (winning === null) throw new RangeError('the Dice target is outside the 1 %–98 % chances');
  return winning / 100;
}

export function diceWins(choice: DiceChoice, result: DiceResult): boolean {
  const roll = hundredthsOf(result.roll);
  const target = hundredthsOf(choice.target);
  return choice.side === 'under' ? roll < target : roll > target;
}

export function diceRoll(random: RandomSource): DiceResult {
  return { roll: randomInt(random, DICE_OUTCOMES) / 100 };
}

export function dicePayoutPaisa(stakePaisa: Paisa, choice: DiceChoice, result: DiceResult): Paisa {
  assertStake(stakePaisa);
  if (!diceWins(choice, result)) return ZERO_PAISA;
  const { numerator, denominator } = diceMultiplierFraction(choice);
  return floorPayout(stakePaisa, numerator, denominator);
}
