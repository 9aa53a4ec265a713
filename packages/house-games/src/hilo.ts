/**
 * Hi-Lo, a ladder of cards. Every card is one of the 52 with equal chance, drawn on its own (an
 * endless deck), so each card is the next uniform draw of the bet's stream and the whole ladder is
 * fixed by the seeds before the first guess. On each card the player guesses whether the next is
 * higher, lower or the same rank (ace low, king high), or skips it. A right guess multiplies the
 * round by 13 ÷ (the ranks that win it); a wrong one loses the stake. The 1 % edge is taken once:
 * after right guesses with k₁ … kₙ winning ranks a cash-out pays 0.99 × 13ⁿ ÷ (k₁ × … × kₙ) times
 * the stake. Each factor is the fair price of its guess, so whatever the player guesses, skips and
 * whenever they stop after a right guess, the expected return is 99 % (less the paisa floored).
 */
import type { HiloGuess, Paisa } from '@khela/contract';
import { HOUSE_MAX_WIN_MULTIPLIER } from '@khela/contract';
import { cardRank, DECK_SIZE } from './dragon-tiger.js';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { assertStake } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';

export const HILO_RANKS = 13;
export const HILO_HOUSE_EDGE_PERCENT = 1;
export const HILO_RTP = 1 - HILO_HOUSE_EDGE_PERCENT / 100;
/** Skips a round may take: enough to wait for a card worth guessing, never an endless round. */
export const HILO_MAX_SKIPS = 52;

/** The first `count` cards of the ladder: the stream's first `count` uniform draws of 52. */
export function hiloCards(random: RandomSource, count: number): number[] {
  return Array.from({ length: count }, () => randomInt(random, DECK_SIZE));
}

export function hiloCardsFromSeeds(seeds: FairSeeds, count: number): number[] {
  return hiloCards(createFairRandom(seeds), count);
}

/** The ranks of 13 that win a guess on a card of this rank (0 for a skip, which is not a bet). */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  switch (guess) {
    case 'higher':
      return HILO_RANKS - 1 - rank;
    case 'lower':
      return rank;
    case 'same':
      return 1;
    case 'skip':
      return 0;
  }
}

export function hiloGuessWins(card: number, guess: HiloGuess, next: number): boolean {
  const rank = cardRank(card);
  const nextRank = cardRank(next);
  if (guess === 'higher') return nextRank > rank;
  if (guess === 'lower') return nextRank < rank;
  if (guess === 'same') return nextRank === rank;
  return false;
}

/** A ladder played so far: its cards and the step before each card after the first. */
export interface HiloLadder {
  readonly cards: readonly number[];
  readonly guesses: readonly HiloGuess[];
}

/** The ladder's multiplier as a fraction: 99 × 13ⁿ over 100 × Πkᵢ for its n right guesses. */
export function hiloMultiplierFraction(ladder: HiloLadder): {
  numerator: bigint;
  denominator: bigint;
} {
  let numerator = BigInt(100 - HILO_HOUSE_EDGE_PERCENT);
  let denominator = 100n;
  ladder.guesses.forEach((guess, step) => {
    if (guess === 'skip') return;
    numerator *= BigInt(HILO_RANKS);
    denominator *= BigInt(hiloWinningRanks(cardRank(ladder.cards[step] as number), guess));
  });
  return { numerator, denominator };
}

export function rightGuesses(ladder: HiloLadder): number {
  return ladder.guesses.filter((guess) => guess !== 'skip').length;
}

/** What the ladder's cash-out pays: ⌊stake × multiplier⌋, never more than the cap. */
export function hiloPayoutPaisa(stakePaisa: Paisa, ladder: HiloLadder): Paisa {
  assertStake(stakePaisa);
  const { numerator, denominator } = hiloMultiplierFraction(ladder);
  const payout = (BigInt(stakePaisa) * numerator) / denominator;
  const cap = BigInt(stakePaisa) * BigInt(HOUSE_MAX_WIN_MULTIPLIER);
  return Number(payout < cap ? payout : cap) as Paisa;
}

/** The multiplier for the page, floored to two decimals. */
export function hiloMultiplier(ladder: HiloLadder): number {
  const { numerator, denominator } = hiloMultiplierFraction(ladder);
  return Number((numerator * 100n) / denominator) / 100;
}
