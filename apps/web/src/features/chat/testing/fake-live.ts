/**
 * For tests: stands in for shared/live/use-live. Screens subscribe as they do to the real stream;
 * a test plays an event with `emitLive` and sets the stream's state with `setFakeStreamStatus`.
 */
import { useEffect, useRef } from 'react';
import type { StreamStatus } from '@khela/client-kit';

const handlers = new Map<string, Set<(data: unknown) => void>>();
let status: StreamStatus = 'open';

export function emitLive(event: string, data: unknown): void {
  for (const handler of [...(handlers.get(event) ?? [])]) handler(data);
}

export function setFakeStreamStatus(next: StreamStatus): void {
  status = next;
}

export function useLiveEvent(event: string, handler: (data: unknown) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const listener = (data: unknown) => handlerRef.current(data);
    const set = handlers.get(event) ?? new Set();
    set.add(listener);
    handlers.set(event, set);
    return () => {
      set.delete(listener);
    };
  }, [event]);
}

export function useStreamStatus(): StreamStatus {
  return status;
}

export function usePollingFallback(intervalMs: number): number | false {
  return status === 'open' ? false : intervalMs;
}
