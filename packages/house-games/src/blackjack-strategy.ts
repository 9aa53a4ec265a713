/**
 * Basic strategy for these rules (dealer stands on 17, double after split, no hole card) and the
 * exact return a player earns with it. The shoe is endless, so every card is independent of the
 * others: the dealer's final totals for each up card and the player's expected result for each
 * hand follow by recursion over the next card's value, with no deal visited one by one.
 */
import type { BlackjackAction } from '@khela/contract';
import {
  blackjackAllowed,
  cardPoints,
  handTotal,
  type BlackjackHand,
  type BlackjackState,
} from './blackjack.js';

/** The chance of each card value 1 (ace) … 10 (ten to king) from an endless shoe. */
const VALUE_CHANCE = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((ways) => ways / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The best total of a hard sum with or without an ace, and whether it is soft. */
function best(hardSum: number, hasAce: boolean): { total: number; soft: boolean } {
  const soft = hasAce && hardSum + 10 <= 21;
  return { total: soft ? hardSum + 10 : hardSum, soft };
}

/** The dealer's up card as the tables read it: 2 … 10, and 11 for an ace. */
const upValue = (card: number) => (cardPoints(card) === 1 ? 11 : cardPoints(card));

/**
 * The basic-strategy move for a hand: its total, whether it is soft, the value of its pair (when it
 * may be split), whether it may double, and the dealer's up card (2 … 10, 11 for an ace).
 */
export function basicStrategyMove(hand: {
  total: number;
  soft: boolean;
  pairValue: number | null;
  canDouble: boolean;
  dealerUp: number;
}): 'hit' | 'stand' | 'double' | 'split' {
  const { total, soft, pairValue, canDouble, dealerUp: d } = hand;
  if (pairValue !== null && splits(pairValue, d)) return 'split';
  const double = (otherwise: 'hit' | 'stand') => (canDouble ? 'double' : otherwise);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return d >= 3 && d <= 6 ? double('stand') : d <= 8 ? 'stand' : 'hit';
    if (total === 17) return d >= 3 && d <= 6 ? double('hit') : 'hit';
    if (total >= 15) return d >= 4 && d <= 6 ? double('hit') : 'hit';
    if (total >= 13) return d >= 5 && d <= 6 ? double('hit') : 'hit';
    return 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return d <= 6 ? 'stand' : 'hit';
  if (total === 12) return d >= 4 && d <= 6 ? 'stand' : 'hit';
  if (total === 11) return d <= 10 ? double('hit') : 'hit';
  if (total === 10) return d <= 9 ? double('hit') : 'hit';
  if (total === 9) return d >= 3 && d <= 6 ? double('hit') : 'hit';
  return 'hit';
}

/** Pairs to split, by the pair's value (11 for aces) against the dealer's up card. */
function splits(value: number, d: number): boolean {
  switch (value) {
    case 11:
    case 8:
      return true;
    case 9:
      return d <= 9 && d !== 7;
    case 7:
    case 3:
    case 2:
      return d <= 7;
    case 6:
      return d <= 6;
    case 4:
      return d === 5 || d === 6;
    default:
      return false;
  }
}

/** The basic-strategy action for a round in play, among those open now (never insurance). */
export function basicStrategyAction(state: BlackjackState): BlackjackAction {
  const allowed = blackjackAllowed(state);
  const played = state.hands[state.active] as BlackjackHand;
  const { total, soft } = handTotal(played.cards);
  const [first] = played.cards as [number];
  const move = basicStrategyMove({
    total,
    soft,
    pairValue: allowed.includes('split')
      ? cardPoints(first) === 1
        ? 11
        : cardPoints(first)
      : null,
    canDouble: allowed.includes('double'),
    dealerUp: upValue(state.dealer[0] as number),
  });
  return move;
}

/** The dealer's chances of blackjack and, without one, of ending on 17 … 21 or busting (index 22). */
function dealerOutcomes(up: number): { blackjack: number; finals: number[] } {
  const finals = new Array<number>(23).fill(0);
  const draw = (hardSum: number, hasAce: boolean, chance: number) => {
    const { total } = best(hardSum, hasAce);
    if (total >= 17) {
      finals[Math.min(total, 22)] = (finals[Math.min(total, 22)] as number) + chance;
      return;
    }
    for (const value of VALUES) {
      draw(hardSum + value, hasAce || value === 1, chance * (VALUE_CHANCE[value] as number));
    }
  };
  let blackjack = 0;
  for (const value of VALUES) {
    const chance = VALUE_CHANCE[value] as number;
    if ((up === 1 && value === 10) || (up === 10 && value === 1)) blackjack += chance;
    else draw(up + value, up === 1 || value === 1, chance);
  }
  // Without a blackjack: the finals as chances given that none came.
  return { blackjack, finals: finals.map((chance) => chance / (1 - blackjack)) };
}

interface Expectation {
  /** The expected result in original stakes (−1 lost, +1 won). */
  readonly result: number;
  /** The expected stakes placed on the hand, in original stakes. */
  readonly staked: number;
}

/**
 * The exact return of basic strategy per original stake, and the expected stakes placed per round
 * (doubles and splits included), over every deal.
 */
export function blackjackBasicStrategyRtp(): { rtp: number; stakedPerRound: number } {
  let result = 0;
  let staked = 0;
  for (const up of VALUES) {
    const upChance = VALUE_CHANCE[up] as number;
    const dealer = dealerOutcomes(up);
    const dealerUp = up === 1 ? 11 : up;
    const standing = (total: number) => {
      if (total > 21) return -1;
      let value = 0;
      dealer.finals.forEach((chance, final) => {
        if (chance === 0) return;
        value += chance * (final > 21 || total > final ? 1 : total === final ? 0 : -1);
      });
      return value;
    };
    const memo = new Map<string, Expectation>();
    /** A hand of `hardSum` (with an ace or not) of `cards` cards, able to double or not. */
    const play = (hardSum: number, hasAce: boolean, canDouble: boolean): Expectation => {
      const key = `${hardSum}:${hasAce}:${canDouble}`;
      const known = memo.get(key);
      if (known) return known;
      const { total, soft } = best(hardSum, hasAce);
      let expectation: Expectation;
      if (total >= 21) {
        expectation = { result: standing(total), staked: 1 };
      } else {
        const move = basicStrategyMove({ total, soft, pairValue: null, canDouble, dealerUp });
        expectation =
          move === 'stand'
            ? { result: standing(total), staked: 1 }
            : drawOne(hardSum, hasAce, move === 'double');
      }
      memo.set(key, expectation);
      return expectation;
    };
    const drawOne = (hardSum: number, hasAce: boolean, doubled: boolean): Expectation => {
      let value = 0;
      let stakes = 0;
      for (const card of VALUES) {
        const chance = VALUE_CHANCE[card] as number;
        const sum = hardSum + card;
        const ace = hasAce || card === 1;
        const after = doubled
          ? { result: standing(best(sum, ace).total), staked: 1 }
          : play(sum, ace, false);
        value += chance * after.result;
        stakes += chance * after.staked;
      }
      return doubled ? { result: 2 * value, staked: 2 } : { result: value, staked: stakes };
    };
    /** One hand of a split: the pair's card and one more; split aces take that card and stand. */
    const splitHand = (card: number): Expectation => {
      let value = 0;
      let stakes = 0;
      for (const next of VALUES) {
        const chance = VALUE_CHANCE[next] as number;
        const sum = card + next;
        const ace = card === 1 || next === 1;
        const after =
          card === 1 ? { result: standing(best(sum, ace).total), staked: 1 } : play(sum, ace, true);
        value += chance * after.result;
        stakes += chance * after.staked;
      }
      return { result: value, staked: stakes };
    };
    for (const first of VALUES) {
      for (const second of VALUES) {
        const chance =
          upChance * (VALUE_CHANCE[first] as number) * (VALUE_CHANCE[second] as number);
        const hardSum = first + second;
        const hasAce = first === 1 || second === 1;
        if (best(hardSum, hasAce).total === 21) {
          // A player blackjack: paid 3 to 2 unless the dealer has one too.
          result += chance * (1 - dealer.blackjack) * 1.5;
          staked += chance;
          continue;
        }
        const { total, soft } = best(hardSum, hasAce);
        const pairValue = first === second ? (first === 1 ? 11 : first) : null;
        const move = basicStrategyMove({ total, soft, pairValue, canDouble: true, dealerUp });
        let hand: Expectation;
        if (move === 'split') {
          const one = splitHand(first);
          hand = { result: 2 * one.result, staked: 2 * one.staked };
        } else if (move === 'stand') {
          hand = { result: standing(total), staked: 1 };
        } else {
          hand = drawOne(hardSum, hasAce, move === 'double');
        }
        // A dealer blackjack takes the original stake only, whatever was played.
        result += chance * (dealer.blackjack * -1 + (1 - dealer.blackjack) * hand.result);
        staked += chance * hand.staked;
      }
    }
  }
  return { rtp: 1 + result, stakedPerRound: staked };
}

/**
 * Basic strategy's return as `blackjackBasicStrategyRtp` works it out (the tests hold the two to
 * nine decimals), and the stakes a round places on average.
 */
export const BLACKJACK_RTP = { rtp: 0.994288075, stakedPerRound: 1.130527643 } as const;

/** The house's take per taka of every stake placed (doubles and splits too): what rebates count by. */
export const BLACKJACK_EDGE_PER_STAKE = (1 - BLACKJACK_RTP.rtp) / BLACKJACK_RTP.stakedPerRound;
