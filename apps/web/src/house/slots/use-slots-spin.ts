/**
 * One spin at a time: POST /api/house/slots/spin with the stake and an Idempotency-Key. The key
 * belongs to the attempt, not the tap: when no answer arrives (the connection dropped), the next
 * spin of the same stake sends the same key, so a spin the server did play is answered again
 * instead of being played twice. The result shows once the reels have turned for a moment.
 */
import { type HouseBet, houseCalls } from '@khela/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { newIdempotencyKey } from '@khela/client-kit';
import { useHouseSession } from '../shell/house-session';
import { refusalOf, type Refusal } from '../shell/refusal';

/** How long the reels turn at least, so a fast answer still reads as a spin. */
export const SPIN_ANIMATION_MS = 600;

export type SpinFailure =
  | { kind: 'offline' }
  /** What the server said, or undefined when it said nothing. */
  | { kind: 'refused'; refusal: Refusal | undefined };

interface Attempt {
  stakeTaka: number;
  idempotencyKey: string;
}

function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function useSlotsSpin(onPlayed: (bet: HouseBet) => void) {
  const session = useHouseSession();
  const [bet, setBet] = useState<HouseBet | null>(null);
  const [isSpinning, setSpinning] = useState(false);
  const [failure, setFailure] = useState<SpinFailure | null>(null);
  const attempt = useRef<Attempt | null>(null);
  // A ref, not state: two taps in one frame must not both get past the check.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const spin = useCallback(
    async (stakeTaka: number) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const current =
        attempt.current?.stakeTaka === stakeTaka
          ? attempt.current
          : { stakeTaka, idempotencyKey: newIdempotencyKey() };
      attempt.current = current;
      setFailure(null);
      setSpinning(true);
      const startedAt = Date.now();
      try {
        const answer = await session.api.call(houseCalls.slotsSpin, {
          body: { stake: stakeTaka },
          idempotencyKey: current.idempotencyKey,
        });
        attempt.current = null;
        if (!prefersReducedMotion()) {
          await wait(Math.max(0, SPIN_ANIMATION_MS - (Date.now() - startedAt)));
        }
        if (!mounted.current) return;
        setBet(answer.bet);
        session.setBalance(answer.balance);
        onPlayed(answer.bet);
      } catch (error) {
        if (!mounted.current) return;
        if (isNetworkError(error)) {
          setFailure({ kind: 'offline' });
        } else {
          attempt.current = null;
          setFailure({ kind: 'refused', refusal: refusalOf(error) });
          // A refusal (balance, a block) may mean the shown balance is stale: fetch it again.
          session.reload();
        }
      } finally {
        inFlight.current = false;
        if (mounted.current) setSpinning(false);
      }
    },
    [session, onPlayed],
  );

  /** Sends the attempt that got no answer again, with its key. */
  const retry = useCallback(() => {
    if (attempt.current) void spin(attempt.current.stakeTaka);
  }, [spin]);

  return { bet, isSpinning, failure, spin, retry };
}
