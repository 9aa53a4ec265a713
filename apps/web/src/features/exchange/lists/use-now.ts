/** The clock, ticking every minute: enough for "Today" and "Tomorrow" to turn over at midnight. */
import { useEffect, useState } from 'react';

export function useNow(tickMs = 60_000): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return nowMs;
}
