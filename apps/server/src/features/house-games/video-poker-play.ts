/**
 * Jacks or Better through the stepped round: the deal shows five cards (the stream's first five of
 * ten), the draw keeps the held ones, replaces the rest from cards six to ten and pays the final
 * hand by the 9/6 table. The round's record holds only what the player has seen.
 */
import {
  HOUSE_MAX_WIN_MULTIPLIER,
  houseMessages,
  paisa,
  type HousePlayResponse,
} from '@khela/contract';
import {
  isHoldList,
  pokerHandOf,
  videoPokerCardsFromSeeds,
  videoPokerDraw,
  videoPokerPayoutPaisa,
  VIDEO_POKER_HAND_SIZE,
} from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import type { CallTransaction } from '../../platform/db/call-transaction.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { LaunchSession } from '../casino/service.js';
import { videoPokerRecordSchema, type VideoPokerRecord } from './stepped-records.js';
import { startSteppedRound, stepRound } from './stepped-round.js';

export function dealVideoPoker(
  context: AppContext,
  launch: LaunchSession,
  stakeTaka: number,
  transaction?: CallTransaction<HousePlayResponse>,
): Promise<HousePlayResponse> {
  return startSteppedRound(
    context,
    launch,
    'jacks-or-better',
    stakeTaka,
    (seeds) => {
      const record: VideoPokerRecord = {
        dealt: videoPokerCardsFromSeeds(seeds).slice(0, VIDEO_POKER_HAND_SIZE),
        held: null,
        final: null,
      };
      return { record };
    },
    transaction,
  );
}

export function drawVideoPoker(
  context: AppContext,
  launch: LaunchSession,
  held: boolean[],
  transaction?: CallTransaction<HousePlayResponse>,
): Promise<HousePlayResponse> {
  if (!isHoldList(held)) throw validationError({ held: [houseMessages.heldInvalid] });
  return stepRound(
    context,
    launch,
    'jacks-or-better',
    ({ bet, record, seeds }) => {
      const dealt = videoPokerRecordSchema.parse(record).dealt;
      const final = videoPokerDraw(videoPokerCardsFromSeeds(seeds), held);
      const payout = videoPokerPayoutPaisa(paisa(bet.stake_paisa), pokerHandOf(final));
      const drawn: VideoPokerRecord = { dealt, held, final };
      return {
        kind: 'end',
        record: drawn,
        payoutPaisa: Math.min(payout, bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER),
      };
    },
    transaction,
  );
}
