/**
 * The launched session every house page runs in: the API bound to the launch token, the player's
 * name and Main Wallet balance (kept current by each play's answer), and the game it was launched
 * for. Screens read it with `useHouseSession()`.
 */
import { type HouseSessionResponse, houseCalls } from '@khela/contract';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isApiError, isNetworkError } from '../../shared/api-client';
import { createHouseApi, type HouseApi } from './house-api';
import { refusalOf, type Refusal } from './refusal';

export interface HouseSession {
  api: HouseApi;
  username: string;
  currency: string;
  /** Main Wallet balance in taka, as of the last answer from the server. */
  balance: number;
  game: string;
  /** The launched game's stake limits for new rounds, in taka (the operator's, within the game's). */
  stakeLimits: { minTaka: number; maxTaka: number };
  setBalance(balance: number): void;
  /** Loads the session again (after a seed rotation changes the fairness data, for one). */
  reload(): void;
  fairness: HouseSessionResponse['fairness'];
}

const SessionContext = createContext<HouseSession | null>(null);

export function useHouseSession(): HouseSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useHouseSession outside HouseSessionProvider');
  return session;
}

export type SessionLoad =
  | { state: 'loading' }
  | { state: 'ended' }
  | { state: 'offline' }
  | { state: 'failed'; refusal: Refusal | undefined }
  | { state: 'ready'; data: HouseSessionResponse };

/** Loads GET /api/house/session; a refused token means the launch has ended (closed, expired). */
export function useSessionLoad(
  token: string | null,
): [SessionLoad, () => void, (data: HouseSessionResponse) => void] {
  const [load, setLoad] = useState<SessionLoad>(token ? { state: 'loading' } : { state: 'ended' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    createHouseApi(token)
      .call(houseCalls.session, { signal: controller.signal })
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          setLoad({ state: 'ended' });
        } else if (isNetworkError(error)) {
          setLoad({ state: 'offline' });
        } else {
          setLoad({ state: 'failed', refusal: refusalOf(error) });
        }
      });
    return () => controller.abort();
  }, [token, attempt]);
  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  const replace = useCallback(
    (data: HouseSessionResponse) => setLoad({ state: 'ready', data }),
    [],
  );
  return [load, retry, replace];
}

export function HouseSessionProvider({
  token,
  data,
  onReload,
  children,
}: {
  token: string;
  data: HouseSessionResponse;
  onReload: () => void;
  children: ReactNode;
}) {
  const [balance, setBalance] = useState(data.balance);
  const [loadedBalance, setLoadedBalance] = useState(data.balance);
  // A reloaded session brings a fresh balance; adopt it (React's "adjust state on prop change").
  if (loadedBalance !== data.balance) {
    setLoadedBalance(data.balance);
    setBalance(data.balance);
  }
  const api = useMemo(() => createHouseApi(token), [token]);
  const value = useMemo<HouseSession>(
    () => ({
      api,
      username: data.username,
      currency: data.currency,
      balance,
      game: data.game,
      stakeLimits: { minTaka: data.stake_limits.min, maxTaka: data.stake_limits.max },
      fairness: data.fairness,
      setBalance,
      reload: onReload,
    }),
    [api, data, balance, onReload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
