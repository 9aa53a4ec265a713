/**
 * Jacks or Better on the stepped round: the deal shows five cards (the stream's first five of
 * ten), the draw keeps the held ones, replaces the rest from cards six to ten and pays the final
 * hand by the 9/6 table. The round's record holds only what the player has seen.
 */
import { HOUSE_MAX_WIN_MULTIPLIER, houseMessages, paisa } from '@khela/contract';
import {
  isHoldList,
  pokerHandOf,
  videoPokerCardsFromSeeds,
  videoPokerDraw,
  videoPokerPayoutPaisa,
  VIDEO_POKER_HAND_SIZE,
  type FairSeeds,
} from '@khela/house-games';
import { validationError } from '../../platform/errors/domain-error.js';
import { videoPokerRecordSchema, type VideoPokerRecord } from './stepped-records.js';
import type { RoundOpening, RoundStep } from './stepped-round.js';

export function videoPokerOpening(seeds: FairSeeds): RoundOpening {
  const record: VideoPokerRecord = {
    dealt: videoPokerCardsFromSeeds(seeds).slice(0, VIDEO_POKER_HAND_SIZE),
    held: null,
    final: null,
  };
  return { record };
}

export function videoPokerDrawStep(held: boolean[]): RoundStep {
  if (!isHoldList(held)) throw validationError({ held: [houseMessages.heldInvalid] });
  return ({ bet, record, seeds }) => {
    const dealt = videoPokerRecordSchema.parse(record).dealt;
    const final = videoPokerDraw(videoPokerCardsFromSeeds(seeds), held);
    const payout = videoPokerPayoutPaisa(paisa(bet.stake_paisa), pokerHandOf(final));
    const drawn: VideoPokerRecord = { dealt, held, final };
    return {
      kind: 'end',
      record: drawn,
      payoutPaisa: Math.min(payout, bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER),
    };
  };
}
