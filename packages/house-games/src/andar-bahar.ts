/**
 * Andar Bahar: a joker card is turned up, then cards from the 51 left are dealt one at a time to
 * Andar (first) and Bahar in turn, until a card of the joker's rank appears; the side it falls on
 * wins. The three cards of that rank lie anywhere in the 51 with equal chance, so the first falls
 * k-th with chance C(51 − k, 2) ÷ C(51, 3), and Andar wins when k is odd. Andar pays 0.9 to 1 and
 * Bahar 1 to 1; their exact RTPs are worked out from those counts (`andarBaharExactRtp`).
 */
import type { AndarBaharChoice, AndarBaharResult, Paisa } from '@khela/contract';
import { andarBaharSides } from '@khela/contract';
import { cardRank, DECK_SIZE } from './dragon-tiger.js';
import { binomial } from './mines.js';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

/** What a winning bet pays back, in hundredths of the stake. */
export const ANDAR_BAHAR_PAYS = { andar: 190, bahar: 200 } as const;

export function isAndarBaharChoice(choice: AndarBaharChoice): boolean {
  return (andarBaharSides as readonly string[]).includes(choice.side);
}

export function andarBaharDeal(random: RandomSource): AndarBaharResult {
  const joker = randomInt(random, DECK_SIZE);
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card).filter(
    (card) => card !== joker,
  );
  const andar: number[] = [];
  const bahar: number[] = [];
  for (let position = 0; position < deck.length; position += 1) {
    const chosen = position + randomInt(random, deck.length - position);
    const card = deck[chosen] as number;
    deck[chosen] = deck[position] as number;
    deck[position] = card;
    (position % 2 === 0 ? andar : bahar).push(card);
    if (cardRank(card) === cardRank(joker)) break;
  }
  return { joker, andar, bahar };
}

export function andarBaharWinner(result: AndarBaharResult): AndarBaharChoice['side'] {
  // Andar is dealt first, so the side with more cards, or Andar on a tie of counts, took the last.
  return result.andar.length > result.bahar.length ? 'andar' : 'bahar';
}

export function andarBaharPayoutPaisa(
  stakePaisa: Paisa,
  choice: AndarBaharChoice,
  result: AndarBaharResult,
): Paisa {
  assertStake(stakePaisa);
  if (andarBaharWinner(result) !== choice.side) return ZERO_PAISA;
  return floorPayout(stakePaisa, ANDAR_BAHAR_PAYS[choice.side], 100);
}

/** The chance Andar wins: the first of the 3 matching cards at an odd place among the 51. */
export function andarWinChance(): number {
  let odd = 0;
  for (let place = 1; place <= DECK_SIZE - 1; place += 2) odd += binomial(DECK_SIZE - 1 - place, 2);
  return odd / binomial(DECK_SIZE - 1, 3);
}

export function andarBaharExactRtp(): Record<AndarBaharChoice['side'], number> {
  const andar = andarWinChance();
  return {
    andar: (andar * ANDAR_BAHAR_PAYS.andar) / 100,
    bahar: ((1 - andar) * ANDAR_BAHAR_PAYS.bahar) / 100,
  };
}
