/**
 * Teen Patti, Player against Dealer: three cards each from one freshly shuffled deck (six places of
 * a Fisher–Yates shuffle). Hands rank, best first: trail (three of a kind), pure sequence (a run in
 * one suit), sequence, colour (one suit), pair, high card; ace is high, and among runs A-K-Q is
 * the best and A-2-3 the next. The Player bet pays 0.95 to 1 when the Player's hand beats the
 * Dealer's and gives the stake back on an equal hand; Pair Plus pays on the Player's hand alone,
 * whatever the Dealer holds. Both RTPs are exact over every deal (`teenPattiExactRtp`).
 */
import type { Paisa, TeenPattiChoice, TeenPattiResult } from '@khela/contract';
import { teenPattiBets } from '@khela/contract';
import { cardRank, cardSuit, DECK_SIZE } from './dragon-tiger.js';
import { assertStake, floorPayout, ZERO_PAISA } from './money.js';
import { shuffledPrefix, type RandomSource } from './random-source.js';

export const teenPattiHands = [
  'trail',
  'pure-sequence',
  'sequence',
  'colour',
  'pair',
  'high-card',
] as const;
export type TeenPattiHand = (typeof teenPattiHands)[number];

/** Hundredths of the stake paid back: a Player win and a push, and each Pair Plus hand. */
export const TEEN_PATTI_PAYS = {
  player: { win: 195, push: 100 },
  pairPlus: { trail: 4100, 'pure-sequence': 3100, sequence: 700, colour: 500, pair: 200 },
} as const;

/**
 * Each bet's RTP, as `teenPattiExactRtp` works it out over every deal (the tests hold the two to
 * nine decimals): worked out once there rather than on every page load.
 */
export const TEEN_PATTI_RTP = { player: 0.975027662, 'pair-plus': 0.978642534 } as const;

const HAND_CARDS = 3;

export function isTeenPattiChoice(choice: TeenPattiChoice): boolean {
  return (teenPattiBets as readonly string[]).includes(choice.bet);
}

export function teenPattiDeal(random: RandomSource): TeenPattiResult {
  const deck = shuffledPrefix(random, DECK_SIZE, 2 * HAND_CARDS);
  return { player: deck.slice(0, HAND_CARDS), dealer: deck.slice(HAND_CARDS) };
}

/** Ace high: 2 … 13 for two to king, 14 for the ace. */
const valueOf = (card: number) => (cardRank(card) === 0 ? 14 : cardRank(card) + 1);

/** Each hand's place in the order, best highest (high card 1 … trail 6). */
const HAND_ORDER: Readonly<Record<TeenPattiHand, number>> = {
  trail: 6,
  'pure-sequence': 5,
  sequence: 4,
  colour: 3,
  pair: 2,
  'high-card': 1,
};

const handOf = (hand: TeenPattiHand, key: number) => ({
  hand,
  strength: HAND_ORDER[hand] * 4096 + key,
});

/**
 * The hand's name and a number that orders hands: a higher number is a better hand. Runs order
 * A-K-Q (15), A-2-3 (14), then by their top card (K-Q-J 13 … 4-3-2 4). No arrays are made: the
 * exact count and the Monte Carlo tests call this millions of times.
 */
export function teenPattiHandOf(cards: readonly number[]): {
  hand: TeenPattiHand;
  strength: number;
} {
  const [first, second, third] = cards as [number, number, number];
  let high = valueOf(first);
  let middle = valueOf(second);
  let low = valueOf(third);
  if (high < middle) [high, middle] = [middle, high];
  if (middle < low) [middle, low] = [low, middle];
  if (high < middle) [high, middle] = [middle, high];
  const oneSuit = cardSuit(first) === cardSuit(second) && cardSuit(second) === cardSuit(third);
  if (high === low) return handOf('trail', high);
  const aceTwoThree = high === 14 && middle === 3 && low === 2;
  if (aceTwoThree || (high - middle === 1 && middle - low === 1)) {
    const run = aceTwoThree ? 14 : high === 14 ? 15 : high;
    return handOf(oneSuit ? 'pure-sequence' : 'sequence', run);
  }
  const ordered = high * 256 + middle * 16 + low;
  if (oneSuit) return handOf('colour', ordered);
  if (high === middle) return handOf('pair', high * 16 + low);
  if (middle === low) return handOf('pair', middle * 16 + high);
  return handOf('high-card', ordered);
}

export function teenPattiWinner(result: TeenPattiResult): 'player' | 'dealer' | 'tie' {
  const player = teenPattiHandOf(result.player).strength;
  const dealer = teenPattiHandOf(result.dealer).strength;
  return player === dealer ? 'tie' : player > dealer ? 'player' : 'dealer';
}

/** Hundredths of the stake paid back. */
export function teenPattiHundredths(choice: TeenPattiChoice, result: TeenPattiResult): number {
  if (choice.bet === 'pair-plus') {
    const { hand } = teenPattiHandOf(result.player);
    return hand === 'high-card' ? 0 : TEEN_PATTI_PAYS.pairPlus[hand];
  }
  const winner = teenPattiWinner(result);
  if (winner === 'tie') return TEEN_PATTI_PAYS.player.push;
  return winner === 'player' ? TEEN_PATTI_PAYS.player.win : 0;
}

export function teenPattiPayoutPaisa(
  stakePaisa: Paisa,
  choice: TeenPattiChoice,
  result: TeenPattiResult,
): Paisa {
  assertStake(stakePaisa);
  const hundredths = teenPattiHundredths(choice, result);
  return hundredths === 0 ? ZERO_PAISA : floorPayout(stakePaisa, hundredths, 100);
}

/** How many of the sorted strengths lie below `strength`, and how many equal it. */
function countBelowAndEqual(sorted: Int32Array, strength: number): [number, number] {
  const firstAtLeast = (target: number) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const below = firstAtLeast(strength);
  return [below, firstAtLeast(strength + 1) - below];
}

/**
 * Counts, for any Player hand, the Dealer hands left that it beats and that it ties: counted among
 * all C(52, 3) hands, less those sharing a card with it (inclusion–exclusion over its cards and
 * pairs of cards), so no Dealer hand is visited one by one.
 */
export function teenPattiDealerCounter(): (player: readonly number[]) => {
  beaten: number;
  tied: number;
} {
  const all: number[] = [];
  const byCard = Array.from({ length: DECK_SIZE }, () => [] as number[]);
  const byPair = new Map<number, number[]>();
  forEachThreeCards((a, b, c) => {
    const strength = teenPattiHandOf([a, b, c]).strength;
    all.push(strength);
    for (const card of [a, b, c]) byCard[card]?.push(strength);
    for (const key of [a * DECK_SIZE + b, a * DECK_SIZE + c, b * DECK_SIZE + c]) {
      const list = byPair.get(key) ?? [];
      list.push(strength);
      byPair.set(key, list);
    }
  });
  const sortedOf = (list: number[]) => Int32Array.from(list).sort();
  const allSorted = sortedOf(all);
  const cardSorted = byCard.map(sortedOf);
  const pairSorted = new Map([...byPair].map(([key, list]) => [key, sortedOf(list)]));
  return (player) => {
    const [a, b, c] = [...player].sort((x, y) => x - y) as [number, number, number];
    const strength = teenPattiHandOf(player).strength;
    let [beaten, tied] = countBelowAndEqual(allSorted, strength);
    for (const card of [a, b, c]) {
      const [below, equal] = countBelowAndEqual(cardSorted[card] as Int32Array, strength);
      beaten -= below;
      tied -= equal;
    }
    for (const key of [a * DECK_SIZE + b, a * DECK_SIZE + c, b * DECK_SIZE + c]) {
      const [below, equal] = countBelowAndEqual(pairSorted.get(key) as Int32Array, strength);
      beaten += below;
      tied += equal;
    }
    // The Player's own hand was counted once in all, thrice by card and thrice by pair.
    return { beaten, tied: tied - 1 };
  };
}

/** Both bets' exact RTP over every deal: each Player hand against each Dealer hand left. */
export function teenPattiExactRtp(): { player: number; 'pair-plus': number } {
  const count = teenPattiDealerCounter();
  let wins = 0;
  let ties = 0;
  let hands = 0;
  let pairPlusHundredths = 0;
  forEachThreeCards((a, b, c) => {
    const { beaten, tied } = count([a, b, c]);
    wins += beaten;
    ties += tied;
    hands += 1;
    pairPlusHundredths += teenPattiHundredths(
      { bet: 'pair-plus' },
      { player: [a, b, c], dealer: [] },
    );
  });
  const dealerHands = ((DECK_SIZE - 3) * (DECK_SIZE - 4) * (DECK_SIZE - 5)) / 6;
  return {
    player:
      (wins * TEEN_PATTI_PAYS.player.win + ties * TEEN_PATTI_PAYS.player.push) /
      (100 * hands * dealerHands),
    'pair-plus': pairPlusHundredths / (100 * hands),
  };
}

function forEachThreeCards(visit: (a: number, b: number, c: number) => void): void {
  for (let a = 0; a < DECK_SIZE; a += 1) {
    for (let b = a + 1; b < DECK_SIZE; b += 1) {
      for (let c = b + 1; c < DECK_SIZE; c += 1) visit(a, b, c);
    }
  }
}
