/**
 * What a stepped game's bet row keeps in `house_bets.outcome` (what the player has seen of the
 * round) and how the pages see it: the hand and its pay, or the ladder with its multiplier and what
 * each guess would pay next.
 */
import { blackjackActions, hiloGuesses, type SteppedRound } from '@khela/contract';
import {
  blackjackView,
  hiloView,
  VIDEO_POKER_HAND_SIZE,
  videoPokerView,
  type BlackjackState,
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

const cardList = z.array(z.number().int());

export const blackjackRecordSchema: z.ZodType<BlackjackState> = z.object({
  stakePaisa: z.number().int(),
  hands: z.array(
    z.object({
      cards: cardList,
      stakePaisa: z.number().int(),
      doubled: z.boolean(),
      fromSplit: z.boolean(),
      done: z.boolean(),
    }),
  ),
  dealer: cardList,
  next: z.number().int(),
  active: z.number().int(),
  insurancePaisa: z.number().int(),
  actions: z.array(z.enum(blackjackActions)),
});

export function steppedRoundView(bet: HouseBetRow): SteppedRound | null {
  if (bet.outcome === null) return null;
  const record: unknown = JSON.parse(bet.outcome);
  if (bet.game === 'jacks-or-better') return videoPokerView(videoPokerRecordSchema.parse(record));
  if (bet.game === 'hilo') return hiloView(hiloRecordSchema.parse(record), bet.status === 'open');
  if (bet.game === 'blackjack') return blackjackView(blackjackRecordSchema.parse(record));
  return null;
}
