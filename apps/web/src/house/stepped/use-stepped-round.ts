/**
 * A round played in steps (Mines, Jacks or Better, Hi-Lo) as a page plays it: the round in play
 * (or the one just finished), the calls that move it and which of them is under way. One call at
 * a time: a second tap while a step is travelling is ignored, so a step is never sent twice. A
 * start keeps its Idempotency-Key while the same start is retried after a lost connection; after a
 * failed step the round is read again, since the page may be behind the server.
 */
import {
  type Call,
  type HouseBet,
  type HousePlayResponse,
  type gameInPlayResponseSchema,
} from '@khela/contract';
import { newIdempotencyKey } from '@khela/client-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { useHouseSession } from '../shell/house-session';
import { refusalOf, type Refusal } from '../shell/refusal';

export type RoundLoad = 'loading' | 'ready' | 'offline' | 'failed';

/** A refusal or a lost connection, for the page to word. */
export type RoundProblem = { kind: 'offline' } | { kind: 'refused'; refusal: Refusal | undefined };

export interface SteppedRound<Action extends string> {
  load: RoundLoad;
  /** The round in play, or the last one finished on this page (until "Play again"). */
  bet: HouseBet | null;
  busy: Action | 'start' | null;
  problem: RoundProblem | null;
  retryLoad: () => void;
  /** Starts a round with the request; `send` makes the call with the key it is given. */
  start: (request: object, send: (key: string) => Promise<HousePlayResponse>) => Promise<void>;
  step: (action: Action, send: () => Promise<HousePlayResponse>) => Promise<void>;
  playAgain: () => void;
}

function problemOf(error: unknown): RoundProblem {
  if (isNetworkError(error)) return { kind: 'offline' };
  return { kind: 'refused', refusal: refusalOf(error) };
}

export function useSteppedRound<Action extends string>(
  currentCall: Call & { answer: typeof gameInPlayResponseSchema },
): SteppedRound<Action> {
  // setBalance is React's state setter, which never reads `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { api, setBalance } = useHouseSession();
  const [load, setLoad] = useState<RoundLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  const [bet, setBet] = useState<HouseBet | null>(null);
  const [busy, setBusy] = useState<Action | 'start' | null>(null);
  const [problem, setProblem] = useState<RoundProblem | null>(null);
  // The state above updates a render later; this guard shuts the door on a second tap at once.
  const inFlight = useRef(false);
  const startKey = useRef<{ key: string; request: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(currentCall, { signal: controller.signal })
      .then((current) => {
        setBet(current.bet);
        setBalance(current.balance);
        setLoad('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(isNetworkError(error) ? 'offline' : 'failed');
      });
    return () => controller.abort();
  }, [api, currentCall, setBalance, attempt]);

  const resync = useCallback(() => {
    api
      .call(currentCall)
      .then((current) => {
        setBalance(current.balance);
        if (current.bet) setBet(current.bet);
      })
      .catch(() => undefined);
  }, [api, currentCall, setBalance]);

  const run = useCallback(
    async (
      action: Action | 'start',
      send: () => Promise<HousePlayResponse>,
      onError: (error: unknown) => void,
    ) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(action);
      setProblem(null);
      try {
        const answer = await send();
        setBet(answer.bet);
        setBalance(answer.balance);
      } catch (error) {
        setProblem(problemOf(error));
        onError(error);
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [setBalance],
  );

  const start = useCallback(
    (request: object, send: (key: string) => Promise<HousePlayResponse>) => {
      const text = JSON.stringify(request);
      if (startKey.current?.request !== text) {
        startKey.current = { key: newIdempotencyKey(), request: text };
      }
      const { key } = startKey.current;
      return run(
        'start',
        async () => {
          const answer = await send(key);
          startKey.current = null;
          return answer;
        },
        (error) => {
          // Only an answer lost on the way is retried with the same key; a refusal is final.
          if (!isNetworkError(error)) startKey.current = null;
        },
      );
    },
    [run],
  );

  const step = useCallback(
    (action: Action, send: () => Promise<HousePlayResponse>) => run(action, send, resync),
    [run, resync],
  );

  const playAgain = useCallback(() => {
    setBet(null);
    setProblem(null);
  }, []);

  const retryLoad = useCallback(() => {
    setLoad('loading');
    setAttempt((value) => value + 1);
  }, []);

  return { load, bet, busy, problem, retryLoad, start, step, playAgain };
}
