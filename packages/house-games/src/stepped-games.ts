/**
 * The stepped games' rounds as the pages see them, built from what the round has shown so far (the
 * server's record) or recomputed whole from the revealed seeds and the player's steps (the verify
 * page). Both go through the same functions, so the two cannot drift.
 */
import {
  HOUSE_MAX_WIN_MULTIPLIER,
  paisa,
  paisaToTaka,
  type BlackjackAction,
  type BlackjackRound,
  type HiloGuess,
  type HiloRound,
  type Paisa,
  type VideoPokerRound,
} from '@khela/contract';
import {
  blackjackAllowed,
  blackjackCardsFromSeeds,
  blackjackHandResult,
  blackjackPayoutPaisa,
  blackjackReplay,
  blackjackStakedPaisa,
  handTotal,
  isBlackjackOver,
  type BlackjackState,
} from './blackjack.js';
import { cardRank } from './dragon-tiger.js';
import type { FairSeeds } from './fairness.js';
import {
  HILO_MAX_SKIPS,
  hiloCardsFromSeeds,
  hiloGuessWins,
  hiloMultiplier,
  hiloPayoutPaisa,
  hiloWinningRanks,
  rightGuesses,
  type HiloLadder,
} from './hilo.js';
import { ZERO_PAISA } from './money.js';
import {
  pokerHandOf,
  VIDEO_POKER_HAND_SIZE,
  VIDEO_POKER_PAYTABLE,
  videoPokerCardsFromSeeds,
  videoPokerDraw,
  videoPokerPayoutPaisa,
} from './video-poker.js';

export interface VideoPokerRecord {
  readonly dealt: readonly number[];
  readonly held: readonly boolean[] | null;
  readonly final: readonly number[] | null;
}

export function videoPokerView(record: VideoPokerRecord): VideoPokerRound {
  const hand = pokerHandOf(record.final ?? record.dealt);
  return {
    game: 'jacks-or-better',
    dealt: [...record.dealt],
    held: record.held ? [...record.held] : null,
    final: record.final ? [...record.final] : null,
    hand,
    multiplier: VIDEO_POKER_PAYTABLE[hand],
  };
}

const capped = (multiplier: number) => Math.min(multiplier, HOUSE_MAX_WIN_MULTIPLIER);

/** The multiplier a right guess would bring, or null where the guess cannot win. */
function afterGuess(ladder: HiloLadder, guess: 'higher' | 'lower' | 'same'): number | null {
  const card = ladder.cards[ladder.cards.length - 1] as number;
  if (hiloWinningRanks(cardRank(card), guess) === 0) return null;
  return capped(hiloMultiplier({ cards: ladder.cards, guesses: [...ladder.guesses, guess] }));
}

export const hiloSkipsTaken = (ladder: HiloLadder) =>
  ladder.guesses.filter((guess) => guess === 'skip').length;

export function hiloView(ladder: HiloLadder, isOpen: boolean): HiloRound {
  return {
    game: 'hilo',
    cards: [...ladder.cards],
    guesses: [...ladder.guesses],
    multiplier: rightGuesses(ladder) === 0 ? null : capped(hiloMultiplier(ladder)),
    next: isOpen
      ? {
          higher: afterGuess(ladder, 'higher'),
          lower: afterGuess(ladder, 'lower'),
          same: afterGuess(ladder, 'same') ?? 0,
        }
      : null,
    skips_left: isOpen ? HILO_MAX_SKIPS - hiloSkipsTaken(ladder) : 0,
  };
}

/** A Jacks or Better round recomputed from its seeds and the holds the player drew with. */
export function videoPokerFromSeeds(
  seeds: FairSeeds,
  stakePaisa: Paisa,
  held: readonly boolean[],
): { round: VideoPokerRound; payoutPaisa: Paisa } {
  const shuffled = videoPokerCardsFromSeeds(seeds);
  const final = videoPokerDraw(shuffled, held);
  return {
    round: videoPokerView({ dealt: shuffled.slice(0, VIDEO_POKER_HAND_SIZE), held, final }),
    payoutPaisa: videoPokerPayoutPaisa(stakePaisa, pokerHandOf(final)),
  };
}

/**
 * A finished Hi-Lo round recomputed from its seeds and the player's steps: the ladder ends at the
 * first wrong guess (paying nothing), otherwise it was cashed out after its last step.
 */
export function hiloFromSeeds(
  seeds: FairSeeds,
  stakePaisa: Paisa,
  steps: readonly HiloGuess[],
): { round: HiloRound; payoutPaisa: Paisa } {
  const cards = hiloCardsFromSeeds(seeds, steps.length + 1);
  const wrong = steps.findIndex(
    (guess, step) =>
      guess !== 'skip' && !hiloGuessWins(cards[step] as number, guess, cards[step + 1] as number),
  );
  const played = wrong === -1 ? steps : steps.slice(0, wrong + 1);
  const ladder: HiloLadder = { cards: cards.slice(0, played.length + 1), guesses: played };
  const cashedOut = wrong === -1 && rightGuesses(ladder) > 0;
  return {
    round: hiloView(ladder, false),
    payoutPaisa: cashedOut ? hiloPayoutPaisa(stakePaisa, ladder) : ZERO_PAISA,
  };
}

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

export function blackjackView(state: BlackjackState): BlackjackRound {
  const over = isBlackjackOver(state);
  return {
    game: 'blackjack',
    hands: state.hands.map((hand) => ({
      cards: [...hand.cards],
      stake: taka(hand.stakePaisa),
      ...handTotal(hand.cards),
      doubled: hand.doubled,
      result: over ? blackjackHandResult(hand, state.dealer) : null,
    })),
    dealer: { cards: [...state.dealer], total: handTotal(state.dealer).total },
    active: over ? null : state.active,
    insurance: taka(state.insurancePaisa),
    staked: taka(blackjackStakedPaisa(state)),
    actions: [...state.actions],
    allowed: blackjackAllowed(state),
  };
}

/** A Blackjack round recomputed from its seeds and the player's actions. */
export function blackjackFromSeeds(
  seeds: FairSeeds,
  stakePaisa: Paisa,
  actions: readonly BlackjackAction[],
): { round: BlackjackRound; payoutPaisa: Paisa } {
  const state = blackjackReplay(stakePaisa, blackjackCardsFromSeeds(seeds), actions);
  return {
    round: blackjackView(state),
    payoutPaisa: isBlackjackOver(state) ? blackjackPayoutPaisa(state) : ZERO_PAISA,
  };
}
