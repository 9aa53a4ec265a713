/**
 * Baccarat (Punto Banco) from an endless shoe: every card is one of the 52 with equal chance (a
 * uniform draw each), so no card dealt changes the next and every round stands alone. The cards go
 * Player, Banker, Player, Banker, then the third cards by the fixed drawing rules. A Player bet pays
 * 1 to 1, a Banker bet 1 to 1 less 5 % commission (0.95 to 1), both given back on a tie; a Tie bet
 * pays 8 to 1. The exact RTPs over every deal are in `baccaratExactRtp` and the tests.
 */
import type { BaccaratChoice, BaccaratResult, Paisa } from '@khela/contract';
import { baccaratSides } from '@khela/contract';
import { cardRank, DECK_SIZE } from './dragon-tiger.js';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

/**
 * Each bet's RTP, as `baccaratExactRtp` works it out over every deal (the tests hold the two to
 * nine decimals): worked out once there rather than on every page load.
 */
export const BACCARAT_RTP = { player: 0.987718594, banker: 0.98936001, tie: 0.85883013 } as const;

/** What a bet pays back, in hundredths of the stake, when its side wins (and on a tie). */
export const BACCARAT_PAYS = { player: 200, banker: 195, tie: 900, push: 100 } as const;

/** A card's baccarat value: ace 1, two to nine at face, tens and faces 0. */
export function baccaratValue(card: number): number {
  const rank = cardRank(card);
  return rank < 9 ? rank + 1 : 0;
}

export function isBaccaratChoice(choice: BaccaratChoice): boolean {
  return (baccaratSides as readonly string[]).includes(choice.side);
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) % 10;

/** Whether the Banker draws, given its total and the Player's third card (null: the Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * The hands a run of card values makes: `next()` gives the next card's value in dealing order; the
 * third cards are taken only when the rules call for them.
 */
export function baccaratHands(next: () => number): { player: number[]; banker: number[] } {
  const first = [next(), next(), next(), next()];
  const player = [first[0] as number, first[2] as number];
  const banker = [first[1] as number, first[3] as number];
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (total(player) <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(next());
  return { player, banker };
}

export function baccaratDeal(random: RandomSource): BaccaratResult {
  const cards: number[] = [];
  const hands = baccaratHands(() => {
    const card = randomInt(random, DECK_SIZE);
    cards.push(card);
    return baccaratValue(card);
  });
  // The cards in dealing order: Player, Banker, Player, Banker, then any third cards.
  const [p1, b1, p2, b2, ...thirds] = cards as [number, number, number, number, ...number[]];
  const player = [p1, p2];
  const banker = [b1, b2];
  if (hands.player.length === 3) player.push(thirds.shift() as number);
  if (hands.banker.length === 3) banker.push(thirds.shift() as number);
  return { player, banker };
}

export function baccaratWinner(result: BaccaratResult): 'player' | 'banker' | 'tie' {
  const player = total(result.player.map(baccaratValue));
  const banker = total(result.banker.map(baccaratValue));
  return player === banker ? 'tie' : player > banker ? 'player' : 'banker';
}

/** Hundredths of the stake paid back for a bet on `side` when `winner` wins. */
export function baccaratHundredths(
  side: BaccaratChoice['side'],
  winner: 'player' | 'banker' | 'tie',
): number {
  if (side === 'tie') return winner === 'tie' ? BACCARAT_PAYS.tie : 0;
  if (winner === 'tie') return BACCARAT_PAYS.push;
  return winner === side ? BACCARAT_PAYS[side] : 0;
}

export function baccaratPayoutPaisa(
  stakePaisa: Paisa,
  choice: BaccaratChoice,
  result: BaccaratResult,
): Paisa {
  assertStake(stakePaisa);
  const hundredths = baccaratHundredths(choice.side, baccaratWinner(result));
  return hundredths === 0 ? ZERO_PAISA : floorPayout(stakePaisa, hundredths, 100);
}

/**
 * The exact RTP of each bet over every deal: each card value v comes up on 16 of 52 cards (v = 0)
 * or 4 of 52; all 10⁶ runs of six values are weighed by their chance (a run's unused cards only
 * split its weight).
 */
export function baccaratExactRtp(): Record<BaccaratChoice['side'], number> {
  const weightOf = (value: number) => (value === 0 ? 16 : 4);
  const paid = { player: 0, banker: 0, tie: 0 };
  let weightTotal = 0;
  const values = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number, weight: number) => {
    if (depth === values.length) {
      let index = 0;
      const hands = baccaratHands(() => values[index++] as number);
      const player = total(hands.player);
      const banker = total(hands.banker);
      const winner = player === banker ? 'tie' : player > banker ? 'player' : 'banker';
      for (const side of baccaratSides) paid[side] += weight * baccaratHundredths(side, winner);
      weightTotal += weight;
      return;
    }
    for (let value = 0; value < 10; value += 1) {
      values[depth] = value;
      walk(depth + 1, weight * weightOf(value));
    }
  };
  walk(0, 1);
  return {
    player: paid.player / (100 * weightTotal),
    banker: paid.banker / (100 * weightTotal),
    tie: paid.tie / (100 * weightTotal),
  };
}
