/**
 * React's side of the live stream. `useLiveEvent` calls a handler for each event of a name;
 * `useStreamStatus` says whether the stream is open; `usePollingFallback` turns a spec polling
 * interval into `false` while the stream is open, for TanStack Query's `refetchInterval`. Using
 * any of them keeps the stream open while the player is signed in.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-store';
import type { StreamStatus } from '@khela/client-kit';
import { liveConnection, retainLiveStream } from './live-stream';

function useRetainedStream(): void {
  const { token } = useSession();
  useEffect(() => (token ? retainLiveStream(token) : undefined), [token]);
}

/**
 * `handler` receives the event's JSON data as `unknown`: check it with the contract's schema.
 * The latest handler is always the one called, so it may close over fresh state.
 */
export function useLiveEvent(event: string, handler: (data: unknown) => void): void {
  useRetainedStream();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => liveConnection.on(event, (data) => handlerRef.current(data)), [event]);
}

export function useStreamStatus(): StreamStatus {
  useRetainedStream();
  return useSyncExternalStore(
    (listener) => liveConnection.onStatus(listener),
    () => liveConnection.status(),
    () => 'down',
  );
}

/** The spec's polling while the stream is down; none while it is open. */
export function usePollingFallback(intervalMs: number): number | false {
  return useStreamStatus() === 'open' ? false : intervalMs;
}
