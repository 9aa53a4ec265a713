/**
 * What a stepped game's bet row keeps in `house_bets.outcome` (what the player has seen of the
 * round) and how the pages see it: the hand and its pay, or the ladder with its multiplier and what
 * each guess would pay next.
 */
import { HOUSE_MAX_WIN_MULTIPLIER, hiloGuesses, type SteppedRound } from '@khela/contract';
import {
  cardRank,
  HILO_MAX_SKIPS,
  hiloMultiplier,
  hiloWinningRanks,
  pokerHandOf,
  rightGuesses,
  VIDEO_POKER_HAND_SIZE,
  VIDEO_POKER_PAYTABLE,
  type HiloLadder,
} from '@khela/house-games';
import { z } from 'zod';
import type { HouseBetRow } from './tables.js';

export const videoPokerRecordSchema = z.object({
  dealt: z.array(z.number().int()).length(VIDEO_POKER_HAND_SIZE),
  held: z.array(z.boolean()).length(VIDEO_POKER_HAND_SIZE).nullable(),
  final: z.array(z.number().int()).length(VIDEO_POKER_HAND_SIZE).nullable(),
});
export type VideoPokerRecord = z.infer<typeof videoPokerRecordSchema>;

export const hiloRecordSchema = z.object({
  cards: z.array(z.number().int()).min(1),
  guesses: z.array(z.enum(hiloGuesses)),
});
export type HiloRecord = z.infer<typeof hiloRecordSchema>;

export const skipsTaken = (record: HiloRecord) =>
  record.guesses.filter((guess) => guess === 'skip').length;

const capped = (multiplier: number) => Math.min(multiplier, HOUSE_MAX_WIN_MULTIPLIER);

/** The multiplier a right guess would bring, or null where the guess cannot win. */
function afterGuess(ladder: HiloRecord, guess: 'higher' | 'lower' | 'same'): number | null {
  const card = ladder.cards[ladder.cards.length - 1] as number;
  if (hiloWinningRanks(cardRank(card), guess) === 0) return null;
  const guessed: HiloLadder = { cards: ladder.cards, guesses: [...ladder.guesses, guess] };
  return capped(hiloMultiplier(guessed));
}

export function steppedRoundView(bet: HouseBetRow): SteppedRound | null {
  if (bet.outcome === null) return null;
  const record: unknown = JSON.parse(bet.outcome);
  if (bet.game === 'jacks-or-better') {
    const round = videoPokerRecordSchema.parse(record);
    const hand = pokerHandOf(round.final ?? round.dealt);
    return { game: 'jacks-or-better', ...round, hand, multiplier: VIDEO_POKER_PAYTABLE[hand] };
  }
  if (bet.game === 'hilo') {
    const ladder = hiloRecordSchema.parse(record);
    const isOpen = bet.status === 'open';
    return {
      game: 'hilo',
      cards: ladder.cards,
      guesses: ladder.guesses,
      multiplier: rightGuesses(ladder) === 0 ? null : capped(hiloMultiplier(ladder)),
      next: isOpen
        ? {
            higher: afterGuess(ladder, 'higher'),
            lower: afterGuess(ladder, 'lower'),
            same: afterGuess(ladder, 'same') ?? 0,
          }
        : null,
      skips_left: isOpen ? HILO_MAX_SKIPS - skipsTaken(ladder) : 0,
    };
  }
  return null;
}
