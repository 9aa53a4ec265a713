/**
 * Whether the page has scrolled further than a threshold (the spec's 300 px for the sticky
 * category bar and the back-to-top button). It re-renders only when the answer flips.
 *
 * The offset is read in the scroll event and kept: React asks for it while rendering and again
 * while committing, when the page's layout is out of date, and reading `scrollY` then made the
 * browser lay the page out on the spot (17 ms of a home tab switch on a throttled phone,
 * docs/performance.md).
 */
import { useSyncExternalStore } from 'react';

let scrollY = typeof window === 'undefined' ? 0 : window.scrollY;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
      for (const listener of listeners) listener();
    },
    { passive: true },
  );
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > thresholdPx,
    () => false,
  );
}
