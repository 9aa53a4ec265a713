/**
 * European roulette: one zero and 1–36, all 37 pockets equally likely (randomInt of 37). A bet is
 * the set of numbers it covers, any the table offers: inside (a number, a split of two
 * neighbours, a street of three, a corner of four, a line of six, and the zero's splits, trios
 * and first four) and outside (a dozen, a column, red, black, odd, even, 1–18, 19–36). A winning
 * bet on n numbers pays 36 ÷ n times the stake (35 to 1 on one number, even money on eighteen), so
 * every bet returns exactly 36/37 = 97.30 %.
 */
import type { Paisa, RouletteChoice, RouletteResult } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_RED: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
/** The wheel's pockets clockwise from the zero, as the page draws them. */
export const ROULETTE_WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every bet the table offers, by its sorted numbers. */
function tableBets(): Map<string, RouletteBetKind> {
  const bets = new Map<string, RouletteBetKind>();
  const add = (kind: RouletteBetKind, numbers: number[]) =>
    bets.set([...numbers].sort((a, b) => a - b).join(','), kind);
  for (const number of range(0, 36)) add('straight', [number]);
  for (const number of range(1, 36)) {
    if (number % 3 !== 0) add('split', [number, number + 1]);
    if (number <= 33) add('split', [number, number + 3]);
    if (number % 3 !== 0 && number <= 32)
      add('corner', [number, number + 1, number + 3, number + 4]);
  }
  for (const number of [1, 2, 3]) add('split', [0, number]);
  add('street', [0, 1, 2]);
  add('street', [0, 2, 3]);
  add('corner', [0, 1, 2, 3]);
  for (let row = 0; row < 12; row += 1) add('street', range(3 * row + 1, 3 * row + 3));
  for (let row = 0; row < 11; row += 1) add('line', range(3 * row + 1, 3 * row + 6));
  for (let dozen = 0; dozen < 3; dozen += 1) add('dozen', range(12 * dozen + 1, 12 * dozen + 12));
  for (let column = 1; column <= 3; column += 1) {
    add(
      'column',
      range(1, 36).filter((number) => number % 3 === column % 3),
    );
  }
  add('red', [...ROULETTE_RED]);
  add(
    'black',
    range(1, 36).filter((number) => !ROULETTE_RED.includes(number)),
  );
  add(
    'odd',
    range(1, 36).filter((number) => number % 2 === 1),
  );
  add(
    'even',
    range(1, 36).filter((number) => number % 2 === 0),
  );
  add('low', range(1, 18));
  add('high', range(19, 36));
  return bets;
}

const TABLE_BETS = tableBets();

/** What the numbers make on the table (a split, a dozen…), or null when they are no bet. */
export function rouletteBetKind(numbers: readonly number[]): RouletteBetKind | null {
  if (new Set(numbers).size !== numbers.length) return null;
  return TABLE_BETS.get([...numbers].sort((a, b) => a - b).join(',')) ?? null;
}

/** Every bet the table offers, as sorted number lists (for the tests and the rules). */
export function rouletteTableBets(): number[][] {
  return [...TABLE_BETS.keys()].map((key) => key.split(',').map(Number));
}

export function isRouletteChoice(choice: RouletteChoice): boolean {
  return rouletteBetKind(choice.numbers) !== null;
}

export function rouletteSpin(random: RandomSource): RouletteResult {
  return { number: randomInt(random, ROULETTE_POCKETS) };
}

export function rouletteIsRed(number: number): boolean {
  return ROULETTE_RED.includes(number);
}

export function roulettePayoutPaisa(
  stakePaisa: Paisa,
  choice: RouletteChoice,
  result: RouletteResult,
): Paisa {
  assertStake(stakePaisa);
  if (!choice.numbers.includes(result.number)) return ZERO_PAISA;
  return floorPayout(stakePaisa, 36, choice.numbers.length);
}
