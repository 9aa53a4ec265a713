/**
 * One spin at a time: POST /api/house/slots/spin with the stake, through the house pages' play
 * hook (an Idempotency-Key per attempt, so a spin sent again after a lost answer is not played
 * twice). The reels turn for a moment even when the answer is fast.
 */
import { type HouseBet, houseCalls } from '@khela/contract';
import { useCallback } from 'react';
import { useHouseSession } from '../shell/house-session';
import { usePlayRound, type PlayFailure } from '../shell/use-play-round';

/** How long the reels turn at least, so a fast answer still reads as a spin. */
export const SPIN_ANIMATION_MS = 600;

export type SpinFailure = PlayFailure;

export function useSlotsSpin(onPlayed: (bet: HouseBet) => void) {
  const { api } = useHouseSession();
  const send = useCallback(
    (stakeTaka: number, idempotencyKey: string) =>
      api.call(houseCalls.slotsSpin, { body: { stake: stakeTaka }, idempotencyKey }),
    [api],
  );
  const { bet, isPlaying, failure, play, retry } = usePlayRound({
    send,
    animationMs: SPIN_ANIMATION_MS,
    onPlayed,
  });
  return { bet, isSpinning: isPlaying, failure, spin: play, retry };
}
