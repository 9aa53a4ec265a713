/**
 * The lottery as its page plays it: the state from the server (the open draw, the last one, the
 * player's tickets), the clock that counts the open draw down (set by the server's time, so a
 * phone's wrong clock does not matter), a fresh read once a draw has closed and been drawn, and
 * buying a ticket with a key kept while the same ticket is retried after a lost answer.
 */
import { houseCalls, type LotteryStateResponse } from '@khela/contract';
import { newIdempotencyKey } from '@khela/client-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNetworkError } from '../../shared/api-client';
import { useHouseSession } from '../shell/house-session';
import { refusalOf } from '../shell/refusal';
import type { RoundLoad, RoundProblem } from '../stepped/use-stepped-round';

/** How long after a draw closes the page reads it again: the draw pass runs every second. */
const READ_AFTER_CLOSE_MS = 2000;

export function useLottery() {
  // setBalance is React's state setter, which never reads `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { api, setBalance } = useHouseSession();
  const [state, setState] = useState<LotteryStateResponse | null>(null);
  const [load, setLoad] = useState<RoundLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  const [buying, setBuying] = useState(false);
  const [problem, setProblem] = useState<RoundProblem | null>(null);
  const [serverNow, setServerNow] = useState(() => Date.now());
  const clockOffset = useRef(0);
  const readFor = useRef<number | null>(null);
  const buyKey = useRef<{ key: string; request: string } | null>(null);

  const take = useCallback(
    (answer: LotteryStateResponse) => {
      clockOffset.current = Date.parse(answer.server_time) - Date.now();
      setServerNow(Date.parse(answer.server_time));
      setState(answer);
      setBalance(answer.balance);
    },
    [setBalance],
  );

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(houseCalls.lottery, { signal: controller.signal })
      .then((answer) => {
        take(answer);
        setLoad('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(isNetworkError(error) ? 'offline' : 'failed');
      });
    return () => controller.abort();
  }, [api, take, attempt]);

  // The countdown, and one fresh read per draw once it has closed.
  useEffect(() => {
    if (!state) return undefined;
    const closesAt = Date.parse(state.open.closes_at);
    const timer = setInterval(() => {
      const now = Date.now() + clockOffset.current;
      setServerNow(now);
      if (now >= closesAt + READ_AFTER_CLOSE_MS && readFor.current !== state.open.id) {
        readFor.current = state.open.id;
        api
          .call(houseCalls.lottery)
          .then(take)
          .catch(() => {
            readFor.current = null;
          });
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [api, state, take]);

  const buy = useCallback(
    async (picks: number[]) => {
      if (buying) return;
      const request = JSON.stringify(picks);
      if (buyKey.current?.request !== request) {
        buyKey.current = { key: newIdempotencyKey(), request };
      }
      setBuying(true);
      setProblem(null);
      try {
        take(
          await api.call(houseCalls.lotteryBuy, {
            body: { picks },
            idempotencyKey: buyKey.current.key,
          }),
        );
        buyKey.current = null;
      } catch (error) {
        if (isNetworkError(error)) {
          setProblem({ kind: 'offline' });
        } else {
          buyKey.current = null;
          setProblem({ kind: 'refused', refusal: refusalOf(error) });
        }
      } finally {
        setBuying(false);
      }
    },
    [api, buying, take],
  );

  const retryLoad = useCallback(() => {
    setLoad('loading');
    setAttempt((value) => value + 1);
  }, []);

  return { state, load, buying, problem, serverNow, buy, retryLoad };
}
