/**
 * Dragon Tiger: one card to the Dragon and one to the Tiger from a freshly shuffled 52-card deck
 * each round (the Dragon's card is one of 52, the Tiger's one of the 51 left). Ace is low, king
 * high; suits do not count. Dragon and Tiger pay even money and lose half the stake on a tie; a Tie
 * bet pays 15 to 1. Over the 2,652 equally likely deals: Dragon and Tiger 97.06 %, Tie 94.12 %.
 */
import type { DragonTigerChoice, DragonTigerResult, Paisa } from '@khela/contract';
import { dragonTigerSides } from '@khela/contract';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const DECK_SIZE = 52;
/** A Tie bet pays 15 to 1: 16 times the stake back. */
export const DRAGON_TIGER_TIE_MULTIPLE = 16;

/** A card 0–51: rank = card mod 13 (0 = ace … 12 = king), suit = ⌊card ÷ 13⌋. */
export function cardRank(card: number): number {
  return card % 13;
}

export function cardSuit(card: number): number {
  return Math.floor(card / 13);
}

export function isDragonTigerChoice(choice: DragonTigerChoice): boolean {
  return (dragonTigerSides as readonly string[]).includes(choice.side);
}

export function dragonTigerDeal(random: RandomSource): DragonTigerResult {
  const dragon = randomInt(random, DECK_SIZE);
  const next = randomInt(random, DECK_SIZE - 1);
  // The Tiger's card is the next-th of the 51 cards left once the Dragon's is out.
  const tiger = next >= dragon ? next + 1 : next;
  return { dragon, tiger };
}

export function dragonTigerWinner(result: DragonTigerResult): 'dragon' | 'tiger' | 'tie' {
  const dragon = cardRank(result.dragon);
  const tiger = cardRank(result.tiger);
  return dragon === tiger ? 'tie' : dragon > tiger ? 'dragon' : 'tiger';
}

/** Hundredths of the stake paid back. */
export function dragonTigerHundredths(
  choice: DragonTigerChoice,
  result: DragonTigerResult,
): number {
  const winner = dragonTigerWinner(result);
  if (choice.side === 'tie') return winner === 'tie' ? DRAGON_TIGER_TIE_MULTIPLE * 100 : 0;
  if (winner === 'tie') return 50;
  return winner === choice.side ? 200 : 0;
}

export function dragonTigerPayoutPaisa(
  stakePaisa: Paisa,
  choice: DragonTigerChoice,
  result: DragonTigerResult,
): Paisa {
  assertStake(stakePaisa);
  const hundredths = dragonTigerHundredths(choice, result);
  return hundredths === 0 ? ZERO_PAISA : floorPayout(stakePaisa, hundredths, 100);
}

/** The exact RTP of a side over every deal. */
export function dragonTigerRtp(side: DragonTigerChoice['side']): number {
  let hundredths = 0;
  for (let dragon = 0; dragon < DECK_SIZE; dragon += 1) {
    for (let tiger = 0; tiger < DECK_SIZE; tiger += 1) {
      if (tiger !== dragon) hundredths += dragonTigerHundredths({ side }, { dragon, tiger });
    }
  }
  return hundredths / (100 * DECK_SIZE * (DECK_SIZE - 1));
}
