/**
 * Blackjack, European rules, from an endless shoe: every card is one of the 52 with equal chance,
 * so card k of a round is the k-th uniform draw of its stream and the round is fixed by the seeds
 * and the player's actions. The player gets two cards and the dealer one; the dealer's second card
 * is dealt only after the player has finished (no hole card). Blackjack pays 3 to 2, a win 1 to 1.
 * Double on any first two cards (after a split too); split one pair of equal value once (split
 * aces take one card each); insurance, half the stake, is offered when the dealer shows an ace and
 * pays 2 to 1 if the dealer makes blackjack. The dealer stands on every 17. A dealer blackjack takes
 * only the original stake: doubled and split stakes are given back.
 *
 * The state is plain data: the server keeps it as the round's record, the verify page rebuilds it
 * from the seeds and the actions. Amounts are paisa.
 */
import type { BlackjackAction, Paisa } from '@khela/contract';
import { cardRank, DECK_SIZE } from './dragon-tiger.js';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { randomInt, type RandomSource } from './random-source.js';

export interface BlackjackHand {
  readonly cards: readonly number[];
  readonly stakePaisa: number;
  readonly doubled: boolean;
  /** A hand made by a split (its 21 is not a blackjack). */
  readonly fromSplit: boolean;
  readonly done: boolean;
}

export interface BlackjackState {
  readonly stakePaisa: number;
  readonly hands: readonly BlackjackHand[];
  readonly dealer: readonly number[];
  /** The index of the next card of the round's stream. */
  readonly next: number;
  /** The hand being played; hands.length once the player has finished. */
  readonly active: number;
  readonly insurancePaisa: number;
  readonly actions: readonly BlackjackAction[];
}

/** The card at each place of a round's stream, drawn once and kept. */
export type CardAt = (index: number) => number;

/** Card k of the stream: the k-th uniform draw of 52, read on demand and kept. */
export function cardStream(random: RandomSource): CardAt {
  const cards: number[] = [];
  return (index) => {
    while (cards.length <= index) cards.push(randomInt(random, DECK_SIZE));
    return cards[index] as number;
  };
}

export function blackjackCardsFromSeeds(seeds: FairSeeds): CardAt {
  return cardStream(createFairRandom(seeds));
}

/** A card's points: ace 1 (counted 11 where that does not bust), two to nine at face, ten to king 10. */
export function cardPoints(card: number): number {
  return Math.min(cardRank(card) + 1, 10);
}

/** The best total of the cards and whether an ace counts 11 in it. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardPoints(card);
    if (cardRank(card) === 0) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export function isBlackjack(cards: readonly number[], fromSplit = false): boolean {
  return !fromSplit && cards.length === 2 && handTotal(cards).total === 21;
}

/** Why an action is refused, for the server to word. */
export class BlackjackRefusal extends Error {
  constructor(readonly reason: 'over' | 'not-allowed') {
    super(reason === 'over' ? 'the round is over' : 'that action is not open now');
  }
}

const hand = (cards: number[], stakePaisa: number, fromSplit = false): BlackjackHand => ({
  cards,
  stakePaisa,
  doubled: false,
  fromSplit,
  done: false,
});

export function isBlackjackOver(state: BlackjackState): boolean {
  return state.active >= state.hands.length;
}

/** Deals the first cards: player, dealer, player. A player blackjack ends the round at once. */
export function blackjackStart(stakePaisa: Paisa, cardAt: CardAt): BlackjackState {
  const player = [cardAt(0), cardAt(2)];
  const state: BlackjackState = {
    stakePaisa,
    hands: [hand(player, stakePaisa)],
    dealer: [cardAt(1)],
    next: 3,
    active: 0,
    insurancePaisa: 0,
    actions: [],
  };
  return isBlackjack(player)
    ? finishPlayer({ ...state, hands: [{ ...state.hands[0]!, done: true }] }, cardAt)
    : state;
}

/** The actions open now, in the order the page shows them. */
export function blackjackAllowed(state: BlackjackState): BlackjackAction[] {
  if (isBlackjackOver(state)) return [];
  const current = state.hands[state.active] as BlackjackHand;
  const allowed: BlackjackAction[] = ['hit', 'stand'];
  const twoCards = current.cards.length === 2;
  if (twoCards) allowed.push('double');
  const [first, second] = current.cards as [number, number];
  if (twoCards && state.hands.length === 1 && cardPoints(first) === cardPoints(second)) {
    allowed.push('split');
  }
  if (state.actions.length === 0 && cardRank(state.dealer[0] as number) === 0) {
    allowed.push('insurance');
  }
  return allowed;
}

/** What the action costs on top of the stakes already placed, in paisa. */
export function blackjackActionCost(state: BlackjackState, action: BlackjackAction): number {
  if (action === 'double') return (state.hands[state.active] as BlackjackHand).stakePaisa;
  if (action === 'split') return state.stakePaisa;
  if (action === 'insurance') return Math.floor(state.stakePaisa / 2);
  return 0;
}

/** Plays one action; refuses one not open now. */
export function blackjackAct(
  state: BlackjackState,
  action: BlackjackAction,
  cardAt: CardAt,
): BlackjackState {
  if (isBlackjackOver(state)) throw new BlackjackRefusal('over');
  if (!blackjackAllowed(state).includes(action)) throw new BlackjackRefusal('not-allowed');
  const actions = [...state.actions, action];
  const hands = [...state.hands];
  const current = hands[state.active] as BlackjackHand;
  let next = state.next;
  const take = () => {
    const card = cardAt(next);
    next += 1;
    return card;
  };
  switch (action) {
    case 'insurance':
      return { ...state, insurancePaisa: blackjackActionCost(state, action), actions };
    case 'stand':
      hands[state.active] = { ...current, done: true };
      break;
    case 'hit': {
      const cards = [...current.cards, take()];
      hands[state.active] = { ...current, cards, done: handTotal(cards).total >= 21 };
      break;
    }
    case 'double': {
      const cards = [...current.cards, take()];
      hands[state.active] = {
        ...current,
        cards,
        stakePaisa: current.stakePaisa * 2,
        doubled: true,
        done: true,
      };
      break;
    }
    case 'split': {
      const [first, second] = current.cards as [number, number];
      const left = [first, take()];
      const right = [second, take()];
      // Split aces take one card each and stand.
      const aces = cardRank(first) === 0;
      const doneAt = (cards: number[]) => aces || handTotal(cards).total === 21;
      hands.splice(
        state.active,
        1,
        { ...hand(left, current.stakePaisa, true), done: doneAt(left) },
        { ...hand(right, current.stakePaisa, true), done: doneAt(right) },
      );
      break;
    }
  }
  let active = state.active;
  while (active < hands.length && (hands[active] as BlackjackHand).done) active += 1;
  const moved: BlackjackState = { ...state, hands, next, active, actions };
  return active >= hands.length ? finishPlayer(moved, cardAt) : moved;
}

/** The player is done: the dealer takes its second card and draws to 17 unless every hand bust. */
function finishPlayer(state: BlackjackState, cardAt: CardAt): BlackjackState {
  let next = state.next;
  const dealer = [...state.dealer, cardAt(next)];
  next += 1;
  const allBust = state.hands.every((played) => handTotal(played.cards).total > 21);
  const playerBlackjack = state.hands.length === 1 && isBlackjack(state.hands[0]!.cards);
  if (!allBust && !playerBlackjack && !isBlackjack(dealer)) {
    while (handTotal(dealer).total < 17) {
      dealer.push(cardAt(next));
      next += 1;
    }
  }
  return { ...state, dealer, next, active: state.hands.length };
}

export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** A finished hand's result against the dealer's hand. */
export function blackjackHandResult(
  played: BlackjackHand,
  dealer: readonly number[],
): BlackjackHandResult {
  const player = handTotal(played.cards).total;
  if (player > 21) return 'bust';
  const dealerBlackjack = isBlackjack(dealer);
  if (isBlackjack(played.cards, played.fromSplit)) return dealerBlackjack ? 'push' : 'blackjack';
  if (dealerBlackjack) return 'lose';
  const dealerTotal = handTotal(dealer).total;
  if (dealerTotal > 21 || player > dealerTotal) return 'win';
  return player === dealerTotal ? 'push' : 'lose';
}

/** Everything the round took from the player, in paisa. */
export function blackjackStakedPaisa(state: BlackjackState): number {
  return state.hands.reduce((sum, played) => sum + played.stakePaisa, 0) + state.insurancePaisa;
}

/**
 * What a finished round pays back, in paisa. Against a dealer blackjack only the original stake is
 * lost: the doubled and split stakes come back.
 */
export function blackjackPayoutPaisa(state: BlackjackState): Paisa {
  if (!isBlackjackOver(state)) throw new BlackjackRefusal('not-allowed');
  const dealerBlackjack = isBlackjack(state.dealer);
  let payout = dealerBlackjack ? 3 * state.insurancePaisa : 0;
  if (dealerBlackjack) {
    const handStakes = blackjackStakedPaisa(state) - state.insurancePaisa;
    const played = state.hands[0] as BlackjackHand;
    const pushed = state.hands.length === 1 && isBlackjack(played.cards);
    return (payout + (pushed ? handStakes : handStakes - state.stakePaisa)) as Paisa;
  }
  for (const played of state.hands) {
    const result = blackjackHandResult(played, state.dealer);
    if (result === 'blackjack') payout += Math.floor((played.stakePaisa * 5) / 2);
    if (result === 'win') payout += 2 * played.stakePaisa;
    if (result === 'push') payout += played.stakePaisa;
  }
  return payout as Paisa;
}

/** A round rebuilt from its stream and the player's actions (the verify page's way). */
export function blackjackReplay(
  stakePaisa: Paisa,
  cardAt: CardAt,
  actions: readonly BlackjackAction[],
): BlackjackState {
  let state = blackjackStart(stakePaisa, cardAt);
  for (const action of actions) state = blackjackAct(state, action, cardAt);
  return state;
}
