/**
 * The house's stepped games: a round the player plays in several calls (a start, steps, an end),
 * kept one per game and player while it is in play, like Mines. Jacks or Better is a deal and a
 * draw; Hi-Lo is a ladder of cards guessed one at a time with a cash-out between them; Blackjack
 * is a hand played card by card against the dealer. A card is
 * 0–51: rank = card mod 13 (0 = ace … 12 = king), suit = ⌊card ÷ 13⌋, as in the card games.
 */
import { z } from 'zod';
import { houseMessages } from './house-constants.js';

export const STEPPED_GAMES = ['jacks-or-better', 'hilo', 'blackjack'] as const;
export type SteppedGame = (typeof STEPPED_GAMES)[number];

const cardSchema = z.number().int().min(0).max(51);

/** The paytable's hands, best first. */
export const pokerHands = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
  'nothing',
] as const;
export type PokerHand = (typeof pokerHands)[number];

export const videoPokerRoundSchema = z.object({
  game: z.literal('jacks-or-better'),
  /** The five cards dealt. */
  dealt: z.array(cardSchema).length(5),
  /** Which of the five were held at the draw; null until the draw. */
  held: z.array(z.boolean()).length(5).nullable(),
  /** The hand after the draw; null until the draw. */
  final: z.array(cardSchema).length(5).nullable(),
  /** The hand the cards make now: the dealt hand until the draw, then the final one. */
  hand: z.enum(pokerHands),
  /** What that hand pays, in times the stake. */
  multiplier: z.number(),
});
export type VideoPokerRound = z.infer<typeof videoPokerRoundSchema>;

/** Higher and lower win on a strictly higher or lower rank (ace low, king high); same on a tie. */
export const hiloGuesses = ['higher', 'lower', 'same', 'skip'] as const;
export type HiloGuess = (typeof hiloGuesses)[number];

export const hiloRoundSchema = z.object({
  game: z.literal('hilo'),
  /** The first card, then the card that answered each step. */
  cards: z.array(cardSchema),
  /** The step before each card after the first: a guess, or a skip. */
  guesses: z.array(z.enum(hiloGuesses)),
  /** What a cash-out pays now, in times the stake; null before the first right guess. */
  multiplier: z.number().nullable(),
  /**
   * What each guess would pay if right, in times the stake (null where it cannot win); null once
   * the round is over.
   */
  next: z
    .object({ higher: z.number().nullable(), lower: z.number().nullable(), same: z.number() })
    .nullable(),
  /** Skips left in this round. */
  skips_left: z.number().int(),
});
export type HiloRound = z.infer<typeof hiloRoundSchema>;

export const blackjackActions = ['hit', 'stand', 'double', 'split', 'insurance'] as const;
export type BlackjackAction = (typeof blackjackActions)[number];
export const blackjackHandResults = ['blackjack', 'win', 'push', 'lose', 'bust'] as const;

export const blackjackRoundSchema = z.object({
  game: z.literal('blackjack'),
  /** The player's hands: one, or two after a split. */
  hands: z.array(
    z.object({
      cards: z.array(cardSchema),
      /** Taka on this hand (twice the first stake once doubled). */
      stake: z.number(),
      total: z.number().int(),
      soft: z.boolean(),
      doubled: z.boolean(),
      /** Once the round is over. */
      result: z.enum(blackjackHandResults).nullable(),
    }),
  ),
  /** The dealer's cards: the one shown, then those dealt once the player has finished. */
  dealer: z.object({ cards: z.array(cardSchema), total: z.number().int() }),
  /** The hand being played; null once the round is over. */
  active: z.number().int().nullable(),
  /** The insurance taken, in taka (0 when none). */
  insurance: z.number(),
  /** Every stake the round took, in taka. */
  staked: z.number(),
  /** The player's actions in order, as the verify page replays them. */
  actions: z.array(z.enum(blackjackActions)),
  /** What the player may do now. */
  allowed: z.array(z.enum(blackjackActions)),
});
export type BlackjackRound = z.infer<typeof blackjackRoundSchema>;

export const steppedRoundSchema = z.discriminatedUnion('game', [
  videoPokerRoundSchema,
  hiloRoundSchema,
  blackjackRoundSchema,
]);
export type SteppedRound = z.infer<typeof steppedRoundSchema>;

/** POST /api/house/jacks-or-better/draw: which of the five cards dealt to keep. */
export const videoPokerDrawRequestSchema = z.object({
  held: z
    .array(z.boolean({ error: houseMessages.heldInvalid }), { error: houseMessages.heldInvalid })
    .length(5, houseMessages.heldInvalid),
});
export type VideoPokerDrawRequest = z.infer<typeof videoPokerDrawRequestSchema>;

/** POST /api/house/hilo/guess */
export const hiloGuessRequestSchema = z.object({
  guess: z.enum(hiloGuesses, { error: houseMessages.hiloGuessInvalid }),
});
export type HiloGuessRequest = z.infer<typeof hiloGuessRequestSchema>;

/** POST /api/house/blackjack/act */
export const blackjackActRequestSchema = z.object({
  action: z.enum(blackjackActions, { error: houseMessages.blackjackActionInvalid }),
});
export type BlackjackActRequest = z.infer<typeof blackjackActRequestSchema>;
