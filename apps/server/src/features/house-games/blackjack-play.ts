/**
 * Blackjack on the stepped round: the deal debits the stake and shows the player's two cards and
 * the dealer's one (a player blackjack settles at once); each action is played by the package's
 * rules from the round's card stream, a double, split or insurance taking its further stake in
 * the same transaction; the round settles when the dealer has played. The record is the game's
 * state, every card in it already shown.
 */
import { houseMessages, paisa, type BlackjackAction } from '@khela/contract';
import {
  blackjackAct,
  blackjackActionCost,
  blackjackCardsFromSeeds,
  blackjackPayoutPaisa,
  BlackjackRefusal,
  blackjackStart,
  isBlackjackOver,
  type BlackjackState,
  type FairSeeds,
} from '@khela/house-games';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { blackjackRecordSchema } from './stepped-records.js';
import type { RoundOpening, RoundStep, StepResult } from './stepped-round.js';

function settledOrOn(state: BlackjackState): StepResult {
  return isBlackjackOver(state)
    ? { kind: 'end', record: state, payoutPaisa: blackjackPayoutPaisa(state) }
    : { kind: 'on', record: state };
}

export function blackjackOpening(seeds: FairSeeds, stakePaisa: number): RoundOpening {
  const state = blackjackStart(paisa(stakePaisa), blackjackCardsFromSeeds(seeds));
  return isBlackjackOver(state)
    ? { record: state, payoutPaisa: blackjackPayoutPaisa(state) }
    : { record: state };
}

export function blackjackActStep(action: BlackjackAction): RoundStep {
  return ({ record, seeds }) => {
    const state = blackjackRecordSchema.parse(record);
    let next: BlackjackState;
    try {
      next = blackjackAct(state, action, blackjackCardsFromSeeds(seeds));
    } catch (error) {
      if (!(error instanceof BlackjackRefusal)) throw error;
      if (error.reason === 'over') throw new DomainError('not_found', houseMessages.noOpenGame);
      throw validationError({ action: [houseMessages.blackjackActionNotOpen] });
    }
    const cost = blackjackActionCost(state, action);
    const result = settledOrOn(next);
    return cost > 0
      ? { ...result, extraStake: { paisa: cost, name: `${action}:${state.actions.length}` } }
      : result;
  };
}
