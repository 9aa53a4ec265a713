/**
 * Blackjack through the stepped round: the deal debits the stake and shows the player's two cards
 * and the dealer's one (a player blackjack settles at once); each action is played by the
 * package's rules from the round's card stream, a double, split or insurance debiting its further
 * stake in the same transaction; the round settles when the dealer has played. The record is the
 * game's state, every card in it already shown.
 */
import {
  houseMessages,
  paisa,
  type BlackjackAction,
  type HousePlayResponse,
} from '@khela/contract';
import {
  blackjackAct,
  blackjackActionCost,
  blackjackCardsFromSeeds,
  blackjackPayoutPaisa,
  BlackjackRefusal,
  blackjackStart,
  isBlackjackOver,
  type BlackjackState,
} from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import type { CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { LaunchSession } from '../casino/service.js';
import { blackjackRecordSchema } from './stepped-records.js';
import { startSteppedRound, stepRound, type StepResult } from './stepped-round.js';

function settledOrOn(state: BlackjackState): StepResult {
  return isBlackjackOver(state)
    ? { kind: 'end', record: state, payoutPaisa: blackjackPayoutPaisa(state) }
    : { kind: 'on', record: state };
}

export function dealBlackjack(
  context: AppContext,
  launch: LaunchSession,
  stakeTaka: number,
  transaction?: CallTransaction<HousePlayResponse>,
): Promise<HousePlayResponse> {
  return startSteppedRound(
    context,
    launch,
    'blackjack',
    stakeTaka,
    (seeds, stakePaisa) => {
      const state = blackjackStart(paisa(stakePaisa), blackjackCardsFromSeeds(seeds));
      return isBlackjackOver(state)
        ? { record: state, payoutPaisa: blackjackPayoutPaisa(state) }
        : { record: state };
    },
    transaction,
  );
}

export function actBlackjack(
  context: AppContext,
  launch: LaunchSession,
  action: BlackjackAction,
  transaction?: CallTransaction<HousePlayResponse>,
): Promise<HousePlayResponse> {
  return stepRound(
    context,
    launch,
    'blackjack',
    ({ record, seeds }) => {
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
    },
    transaction,
  );
}
