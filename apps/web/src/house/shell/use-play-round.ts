/**
 * One round at a time for a game played in a single call (a Slots spin, a Dice roll, a Keno draw):
 * the call goes out with an Idempotency-Key that belongs to the attempt, not the tap. When no
 * answer arrives (the connection dropped), playing the same request again sends the same key, so a
 * round the server did play is answered again instead of being played twice. The result shows once
 * the game's animation has had its moment, so a fast answer still reads as a round.
 */
import type { HouseBet, HousePlayResponse } from '@khela/contract';
import { newIdempotencyKey } from '@khela/client-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { useHouseSession } from './house-session';
import { refusalOf, type Refusal } from './refusal';

export type PlayFailure =
  | { kind: 'offline' }
  /** What the server said, or undefined when it said nothing. */
  | { kind: 'refused'; refusal: Refusal | undefined };

interface Attempt<Request> {
  request: Request;
  sameAs: string;
  idempotencyKey: string;
}

export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

export function usePlayRound<Request>({
  send,
  animationMs,
  onPlayed,
}: {
  send: (request: Request, idempotencyKey: string) => Promise<HousePlayResponse>;
  /** How long the round's animation runs at least before the result shows. */
  animationMs: number;
  onPlayed: (bet: HouseBet) => void;
}) {
  const session = useHouseSession();
  const [bet, setBet] = useState<HouseBet | null>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [failure, setFailure] = useState<PlayFailure | null>(null);
  const attempt = useRef<Attempt<Request> | null>(null);
  // A ref, not state: two taps in one frame must not both get past the check.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const play = useCallback(
    async (request: Request) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const sameAs = JSON.stringify(request);
      const current =
        attempt.current?.sameAs === sameAs
          ? attempt.current
          : { request, sameAs, idempotencyKey: newIdempotencyKey() };
      attempt.current = current;
      setFailure(null);
      setPlaying(true);
      const startedAt = Date.now();
      try {
        const answer = await send(request, current.idempotencyKey);
        attempt.current = null;
        if (!prefersReducedMotion()) {
          await wait(Math.max(0, animationMs - (Date.now() - startedAt)));
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
        if (mounted.current) setPlaying(false);
      }
    },
    [session, send, animationMs, onPlayed],
  );

  /** Sends the attempt that got no answer again, with its key. */
  const retry = useCallback(() => {
    if (attempt.current) void play(attempt.current.request);
  }, [play]);

  return { bet, isPlaying, failure, play, retry };
}
