import { useSyncExternalStore } from 'react';

/**
 * One value kept outside React's state, read by the components that subscribe to it: setting it
 * draws those components alone, not the screen that owns it (on a throttled phone, redrawing a
 * whole screen for a tap was most of the tap's time, docs/performance.md).
 */
export interface ValueStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The store's current value; the component draws again when it changes. */
export function useValueStore<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
