/**
 * GET /api/house/rules for a game's rules dialog, read while the dialog is open, with a retry after
 * a failure. `keepOnceRead` reads it only the first time the dialog opens.
 */
import { houseCalls, type HouseRulesResponse } from '@khela/contract';
import { useEffect, useState } from 'react';
import { useHouseSession } from './house-session';

export type RulesLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rules: HouseRulesResponse };

export function useHouseRules(isOpen: boolean, { keepOnceRead }: { keepOnceRead: boolean }) {
  const { api } = useHouseSession();
  const [load, setLoad] = useState<RulesLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const isKept = keepOnceRead && load.state === 'ready';
  useEffect(() => {
    if (!isOpen || isKept) return undefined;
    const controller = new AbortController();
    api
      .call(houseCalls.rules, { signal: controller.signal })
      .then((rules) => setLoad({ state: 'ready', rules }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, isOpen, isKept, attempt]);
  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((value) => value + 1);
  };
  return { load, retry };
}
