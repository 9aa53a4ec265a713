/**
 * For the parts of a screen nobody needs in its first seconds (home's game categories below the
 * fold, the footer): false until the page has had an idle moment after its first draw, then true,
 * set in a transition. On a slow phone the main thread was busy for two seconds after the first
 * screen was drawn, drawing these parts as their chunks arrived, and a tap in that time waited for
 * it (docs/performance.md, "Time to interactive"). Deferred like this they start once the first
 * screen is done, and React draws them in pieces it interrupts for a tap.
 */
import { startTransition, useEffect, useState } from 'react';

/** The longest a part waits for an idle moment on a page that never has one. */
export const IDLE_READY_TIMEOUT_MS = 2_000;

export function whenIdle(callback: () => void, timeoutMs = IDLE_READY_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a moment after the current work is the nearest thing.
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

export function useIdleReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}
