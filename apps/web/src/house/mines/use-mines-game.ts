/**
 * The Mines game as the page plays it: the game in play (or the one just finished), the calls that
 * move it (start, pick, cash out) and which of them is under way. One call at a time: a second tap
 * while a pick is travelling is ignored, so a tile can never be sent twice.
 */
import { type HouseBet, type HousePlayResponse, houseCalls } from '@khela/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { newIdempotencyKey } from '@khela/client-kit';
import { useHouseSession } from '../shell/house-session';
import { refusalOf, type Refusal } from '../shell/refusal';

export type MinesLoad = 'loading' | 'ready' | 'offline' | 'failed';
export type MinesAction = 'start' | 'pick' | 'cashout';

/** A refusal or a lost connection, for the page to word. */
export type MinesProblem = { kind: 'offline' } | { kind: 'refused'; refusal: Refusal | undefined };

export interface MinesGame {
  load: MinesLoad;
  /** The game in play, or the last one finished on this page (until "Play again"). */
  bet: HouseBet | null;
  busy: MinesAction | null;
  /** The tile (0–24) whose pick is travelling. */
  pickingTile: number | null;
  problem: MinesProblem | null;
  retryLoad: () => void;
  start: (stake: number, mines: number) => Promise<void>;
  pick: (tile: number) => Promise<void>;
  cashOut: () => Promise<void>;
  playAgain: () => void;
}

function problemOf(error: unknown): MinesProblem {
  if (isNetworkError(error)) return { kind: 'offline' };
  return { kind: 'refused', refusal: refusalOf(error) };
}

export function useMinesGame(): MinesGame {
  // setBalance is React's state setter, which never reads `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { api, setBalance } = useHouseSession();
  const [load, setLoad] = useState<MinesLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  const [bet, setBet] = useState<HouseBet | null>(null);
  const [busy, setBusy] = useState<MinesAction | null>(null);
  const [pickingTile, setPickingTile] = useState<number | null>(null);
  const [problem, setProblem] = useState<MinesProblem | null>(null);
  // The state above updates a render later; this guard shuts the door on a second tap at once.
  const inFlight = useRef(false);
  // One key per start attempt, reused when the same attempt is retried after a lost connection.
  const startKey = useRef<{ key: string; request: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(houseCalls.mines, { signal: controller.signal })
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
  }, [api, setBalance, attempt]);

  /** After a failed pick or cash-out the page may be behind the server: read the game again. */
  const resync = useCallback(() => {
    api
      .call(houseCalls.mines)
      .then((current) => {
        setBalance(current.balance);
        if (current.bet) setBet(current.bet);
      })
      .catch(() => undefined);
  }, [api, setBalance]);

  const run = useCallback(
    async (
      action: MinesAction,
      call: () => Promise<HousePlayResponse>,
      onError: (error: unknown) => void,
    ) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(action);
      setProblem(null);
      try {
        const answer = await call();
        setBet(answer.bet);
        setBalance(answer.balance);
      } catch (error) {
        setProblem(problemOf(error));
        onError(error);
      } finally {
        inFlight.current = false;
        setBusy(null);
        setPickingTile(null);
      }
    },
    [setBalance],
  );

  const start = useCallback(
    (stake: number, mines: number) => {
      const request = JSON.stringify({ stake, mines });
      if (startKey.current?.request !== request) {
        startKey.current = { key: newIdempotencyKey(), request };
      }
      const { key } = startKey.current;
      return run(
        'start',
        async () => {
          const answer = await api.call(houseCalls.minesStart, {
            body: { stake, mines },
            idempotencyKey: key,
          });
          startKey.current = null;
          return answer;
        },
        (error) => {
          // Only an answer lost on the way is retried with the same key; a refusal is final.
          if (!isNetworkError(error)) startKey.current = null;
        },
      );
    },
    [api, run],
  );

  const pick = useCallback(
    (tile: number) => {
      if (inFlight.current) return Promise.resolve();
      setPickingTile(tile);
      return run('pick', () => api.call(houseCalls.minesPick, { body: { tile } }), resync);
    },
    [api, run, resync],
  );

  const cashOut = useCallback(
    () => run('cashout', () => api.call(houseCalls.minesCashout), resync),
    [api, run, resync],
  );

  const playAgain = useCallback(() => {
    setBet(null);
    setProblem(null);
  }, []);

  const retryLoad = useCallback(() => {
    setLoad('loading');
    setAttempt((value) => value + 1);
  }, []);

  return { load, bet, busy, pickingTile, problem, retryLoad, start, pick, cashOut, playAgain };
}
