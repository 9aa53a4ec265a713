/**
 * What the verify page reads from the server: the player's seed pairs (GET /fairness), their bets
 * of the launched game (GET /bets), and the seed change that reveals the active server seed.
 */
import { houseCalls } from '@khela/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { useHouseSession } from '../shell/house-session';
import { refusalOf, type Refusal } from '../shell/refusal';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; offline: boolean } | { state: 'ready'; data: T };

/** What a refusal said, or a lost connection. */
export type Problem = { offline: true } | { offline: false; refusal: Refusal | undefined };

export function problemOf(error: unknown): Problem {
  if (isNetworkError(error)) return { offline: true };
  return { offline: false, refusal: refusalOf(error) };
}

/**
 * What `load` gave, a reload, and whether a reload is still on its way: a reload keeps what is
 * shown until the new answer arrives, so the list does not flash, and the flag tells the screen
 * that what it shows is about to change.
 */
function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void, boolean] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        // An answer to a read already replaced (a reload, the page left) is not what is shown.
        if (controller.signal.aborted) return;
        setLoaded({ state: 'ready', data });
        setReloading(false);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setLoaded({ state: 'failed', offline: isNetworkError(error) });
          setReloading(false);
        }
      });
    return () => controller.abort();
  }, [load, attempt]);
  const reload = useCallback(() => {
    setReloading(true);
    setAttempt((value) => value + 1);
  }, []);
  return [loaded, reload, reloading];
}

export function useVerifyData() {
  // reload is a callback the session provider made with useCallback; it never reads `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { api, reload: reloadSession } = useHouseSession();
  const loadFairness = useCallback(
    (signal: AbortSignal) => api.call(houseCalls.fairness, { signal }),
    [api],
  );
  const loadBets = useCallback(
    (signal: AbortSignal) => api.call(houseCalls.bets, { signal }).then((answer) => answer.data),
    [api],
  );
  const [fairness, reloadFairness] = useLoaded(loadFairness);
  const [bets, reloadBets, betsReloading] = useLoaded(loadBets);
  const [rotating, setRotating] = useState(false);
  const [rotateProblem, setRotateProblem] = useState<Problem | null>(null);
  const [rotated, setRotated] = useState(false);
  const inFlight = useRef(false);

  /** Reveals the active server seed; true when the seeds changed. */
  const rotate = useCallback(
    async (clientSeed: string | undefined): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setRotating(true);
      setRotateProblem(null);
      setRotated(false);
      try {
        await api.call(houseCalls.rotateSeeds, {
          body: clientSeed === undefined ? {} : { client_seed: clientSeed },
        });
        setRotated(true);
        reloadFairness();
        reloadBets();
        reloadSession();
        return true;
      } catch (error) {
        setRotateProblem(problemOf(error));
        return false;
      } finally {
        inFlight.current = false;
        setRotating(false);
      }
    },
    [api, reloadFairness, reloadBets, reloadSession],
  );

  return {
    fairness,
    bets,
    /**
     * The bets on show still hide the seed a change is revealing: from the change's call until the
     * list read after it is in.
     */
    betsOutdated: rotating || betsReloading,
    reloadFairness,
    reloadBets,
    rotate,
    rotating,
    rotateProblem,
    rotated,
  };
}
