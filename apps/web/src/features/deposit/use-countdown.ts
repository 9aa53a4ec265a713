/**
 * Seconds left until a deadline, re-read every second from the clock (not counted down), so a
 * phone that slept or a tab that was hidden shows the true time when it wakes.
 */
import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 1_000;

export function useCountdown(deadlineMs: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadlineMs, Date.now()));
  useEffect(() => {
    const update = () => setLeft(secondsLeft(deadlineMs, Date.now()));
    update();
    if (secondsLeft(deadlineMs, Date.now()) === 0) return undefined;
    const timer = window.setInterval(() => {
      update();
      if (secondsLeft(deadlineMs, Date.now()) === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  return left;
}
