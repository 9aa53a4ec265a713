/**
 * One countdown per contact a code was sent to. The screen re-renders once a second while any
 * countdown runs, and stops ticking when none does.
 */
import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_MS, secondsLeft } from './countdown';

export interface CodeCountdowns {
  /** Seconds left for this contact's code; 0 when none was sent or it has run out. */
  secondsLeftFor: (key: string) => number;
  start: (key: string) => void;
  clear: (key: string) => void;
}

export function useCodeCountdowns(clock: () => number = Date.now): CodeCountdowns {
  const [expiries, setExpiries] = useState<Readonly<Record<string, number>>>({});
  const [now, setNow] = useState(clock);
  const isRunning = Object.values(expiries).some((expiresAtMs) => expiresAtMs > now);

  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setNow(clock()), 1000);
    return () => window.clearInterval(timer);
  }, [isRunning, clock]);

  const start = useCallback(
    (key: string) => {
      const startedAt = clock();
      setNow(startedAt);
      setExpiries((current) => ({ ...current, [key]: startedAt + COUNTDOWN_MS }));
    },
    [clock],
  );
  const clear = useCallback((key: string) => {
    setExpiries((current) => {
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const secondsLeftFor = (key: string) => {
    const expiresAtMs = expiries[key];
    return expiresAtMs === undefined ? 0 : secondsLeft(expiresAtMs, now);
  };
  return { secondsLeftFor, start, clear };
}
