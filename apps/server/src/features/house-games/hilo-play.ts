/**
 * Hi-Lo on the stepped round: the start shows the ladder's first card; each guess (or skip)
 * turns the next card of the stream; a wrong guess ends the round with nothing, a cash-out after a
 * right guess pays the ladder's multiplier, and a ladder that reaches the win cap cashes out by
 * itself. The round's record holds the cards turned so far and the steps between them.
 */
import { HOUSE_MAX_WIN_MULTIPLIER, houseMessages, paisa, type HiloGuess } from '@khela/contract';
import {
  cardRank,
  HILO_MAX_SKIPS,
  hiloCardsFromSeeds,
  hiloGuessWins,
  hiloPayoutPaisa,
  hiloSkipsTaken,
  hiloWinningRanks,
  rightGuesses,
  type FairSeeds,
} from '@khela/house-games';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { hiloRecordSchema, type HiloRecord } from './stepped-records.js';
import type { RoundOpening, RoundStep } from './stepped-round.js';

export function hiloOpening(seeds: FairSeeds): RoundOpening {
  const record: HiloRecord = { cards: hiloCardsFromSeeds(seeds, 1), guesses: [] };
  return { record };
}

export function hiloGuessStep(guess: HiloGuess): RoundStep {
  return ({ bet, record, seeds }) => {
    const ladder = hiloRecordSchema.parse(record);
    const card = ladder.cards[ladder.cards.length - 1] as number;
    if (guess === 'skip' && hiloSkipsTaken(ladder) >= HILO_MAX_SKIPS) {
      throw new DomainError('conflict', houseMessages.hiloNoSkipsLeft);
    }
    if (guess !== 'skip' && hiloWinningRanks(cardRank(card), guess) === 0) {
      throw validationError({ guess: [houseMessages.hiloGuessCannotWin] });
    }
    const cards = hiloCardsFromSeeds(seeds, ladder.cards.length + 1);
    const next: HiloRecord = { cards, guesses: [...ladder.guesses, guess] };
    if (guess === 'skip') return { kind: 'on', record: next };
    if (!hiloGuessWins(card, guess, cards[cards.length - 1] as number)) {
      return { kind: 'end', record: next, payoutPaisa: 0 };
    }
    const payout = hiloPayoutPaisa(paisa(bet.stake_paisa), next);
    if (payout >= bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER) {
      return { kind: 'end', record: next, payoutPaisa: payout };
    }
    return { kind: 'on', record: next };
  };
}

export const hiloCashoutStep: RoundStep = ({ bet, record }) => {
  const ladder = hiloRecordSchema.parse(record);
  if (rightGuesses(ladder) === 0) {
    throw new DomainError('conflict', houseMessages.cashoutNeedsGuess);
  }
  return {
    kind: 'end',
    record: ladder,
    payoutPaisa: hiloPayoutPaisa(paisa(bet.stake_paisa), ladder),
  };
};
