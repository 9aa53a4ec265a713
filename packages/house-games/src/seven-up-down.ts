/**
 * 7 Up 7 Down: two dice are rolled (one uniform draw of 6 each); bet that their sum is below 7
 * ("down"), exactly 7, or above 7 ("up"). Down and up each win on 15 of the 36 rolls and pay
 * 2.30 times the stake; seven wins on 6 and pays 5.75 times: every bet returns exactly
 * 15 × 2.30 ÷ 36 = 6 × 5.75 ÷ 36 = 95.83 %.
 */
import type { Paisa, SevenUpDownChoice, SevenUpDownResult } from '@khela/contract';
import { sevenUpDownSides } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

/** What a winning bet pays back, in hundredths of the stake. */
export const SEVEN_UP_DOWN_PAYS: Readonly<Record<SevenUpDownChoice['side'], number>> = {
  down: 230,
  seven: 575,
  up: 230,
};
export const SEVEN_UP_DOWN_RTP = (15 * 230) / (36 * 100);

export function isSevenUpDownChoice(choice: SevenUpDownChoice): boolean {
  return (sevenUpDownSides as readonly string[]).includes(choice.side);
}

export function sevenUpDownRoll(random: RandomSource): SevenUpDownResult {
  return { dice: [randomInt(random, 6) + 1, randomInt(random, 6) + 1] };
}

export function sevenUpDownSide(result: SevenUpDownResult): SevenUpDownChoice['side'] {
  const sum = result.dice.reduce((total, die) => total + die, 0);
  return sum < 7 ? 'down' : sum === 7 ? 'seven' : 'up';
}

export function sevenUpDownPayoutPaisa(
  stakePaisa: Paisa,
  choice: SevenUpDownChoice,
  result: SevenUpDownResult,
): Paisa {
  assertStake(stakePaisa);
  if (sevenUpDownSide(result) !== choice.side) return ZERO_PAISA;
  return floorPayout(stakePaisa, SEVEN_UP_DOWN_PAYS[choice.side], 100);
}
