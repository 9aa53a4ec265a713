/**
 * One live stream of Server-Sent Events, read with fetch and a streaming body reader, because
 * EventSource cannot send the Authorization header (and a token in the address ends up in logs).
 * It reconnects by itself with growing, jittered delays (never sooner than the server's `retry:`
 * hint), treats a stream that has been silent past two heartbeats as dead (a phone that changed
 * networks keeps a socket that will never speak again), and stops on a 401 (or another final
 * refusal) until it is given a token again. The player app's stream and the console's desk both
 * use it.
 *
 * Screens read `status()`: anything but 'open' means "poll as the spec says".
 */
import { LIVE_RETRY_MS, LIVE_SILENCE_LIMIT_MS } from '@khela/contract';
import { createSseParser } from './sse-parser';

/** 'connecting': the first attempt since start; 'down': no stream now (retrying, or refused). */
export type StreamStatus = 'connecting' | 'open' | 'down';

export type LiveEventHandler = (data: unknown) => void;

export interface LiveConnectionOptions {
  url: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** A number in [0, 1) for jitter, so phones dropped together do not return together. */
  random: () => number;
  log: (message: string, error?: unknown) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
  silenceLimitMs?: number;
  /**
   * Answers after which trying again cannot help, so the stream stops until `start` is given a
   * token again (default: 401, the session is over).
   */
  finalStatuses?: readonly number[];
  /** Told of a final refusal, e.g. to end the session on a 401. */
  onRefused?: (status: number) => void;
}

export interface LiveConnection {
  /** Opens the stream for this token (reopens it when the token changed). */
  start(token: string): void;
  /** Closes the stream and forgets the token. */
  stop(): void;
  /** Tries again at once if waiting to retry (the network came back, the tab became visible). */
  nudge(): void;
  status(): StreamStatus;
  onStatus(listener: () => void): () => void;
  /** Calls `handler` with each event's parsed JSON data. */
  on(event: string, handler: LiveEventHandler): () => void;
}

export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const firstRetryMs = options.firstRetryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  const silenceLimitMs = options.silenceLimitMs ?? LIVE_SILENCE_LIMIT_MS;
  const finalStatuses = options.finalStatuses ?? [401];

  let currentStatus: StreamStatus = 'connecting';
  const statusListeners = new Set<() => void>();
  const handlers = new Map<string, Set<LiveEventHandler>>();

  let token: string | undefined;
  // Bumped by start and stop: a loop from an older generation stops touching anything.
  let generation = 0;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let serverRetryMs = LIVE_RETRY_MS;

  const setStatus = (next: StreamStatus) => {
    if (next === currentStatus) return;
    currentStatus = next;
    for (const listener of statusListeners) listener();
  };

  const dispatch = (event: string, data: string) => {
    const listeners = handlers.get(event);
    if (!listeners || listeners.size === 0) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch (error) {
      options.log(`Live event ${event} carried data that is not JSON`, error);
      return;
    }
    for (const handler of [...listeners]) {
      try {
        handler(parsed);
      } catch (error) {
        options.log(`Live event ${event} handler failed`, error);
      }
    }
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    retryTimer = undefined;
    silenceTimer = undefined;
  };

  const scheduleRetry = (ownGeneration: number, atLeastMs = 0) => {
    if (ownGeneration !== generation) return;
    failures += 1;
    const growing = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
    const base = Math.max(growing, serverRetryMs, atLeastMs);
    const delay = Math.round(base * (0.75 + options.random() * 0.5));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(ownGeneration);
    }, delay);
  };

  const connect = async (ownGeneration: number): Promise<void> => {
    if (ownGeneration !== generation || token === undefined) return;
    const attempt = new AbortController();
    controller = attempt;
    let response: Response;
    try {
      response = await options.fetch(options.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: attempt.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      if (ownGeneration !== generation) return;
      setStatus('down');
      scheduleRetry(ownGeneration);
      return;
    }
    if (ownGeneration !== generation) {
      attempt.abort();
      return;
    }
    if (finalStatuses.includes(response.status)) {
      // The session is over (or the role may not read this stream): nothing to retry with.
      void response.body?.cancel().catch(() => undefined);
      setStatus('down');
      options.onRefused?.(response.status);
      return;
    }
    const isStream = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (!response.ok || !response.body || !isStream) {
      void response.body?.cancel().catch(() => undefined);
      setStatus('down');
      const retryAfterSeconds = Number(response.headers.get('retry-after'));
      scheduleRetry(
        ownGeneration,
        Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : 0,
      );
      return;
    }

    const armSilenceTimer = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => attempt.abort(), silenceLimitMs);
    };
    const parser = createSseParser({
      onEvent: (event) => dispatch(event.event, event.data),
      onRetry: (milliseconds) => {
        serverRetryMs = milliseconds;
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    setStatus('open');
    failures = 0;
    armSilenceTimer();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || ownGeneration !== generation) break;
        armSilenceTimer();
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted (silence, stop) or the connection dropped: both end in a reconnect below.
    } finally {
      if (ownGeneration === generation) clearTimeout(silenceTimer);
    }
    if (ownGeneration !== generation) {
      void reader.cancel().catch(() => undefined);
      return;
    }
    setStatus('down');
    scheduleRetry(ownGeneration);
  };

  const teardown = () => {
    generation += 1;
    token = undefined;
    controller?.abort();
    controller = undefined;
    clearTimers();
  };

  const stop = () => {
    teardown();
    setStatus('down');
  };

  return {
    start(nextToken) {
      if (token === nextToken) return;
      teardown();
      token = nextToken;
      failures = 0;
      setStatus('connecting');
      void connect(generation);
    },
    stop,
    nudge() {
      if (token === undefined || retryTimer === undefined) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      failures = 0;
      void connect(generation);
    },
    status: () => currentStatus,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on(event, handler) {
      const listeners = handlers.get(event) ?? new Set<LiveEventHandler>();
      listeners.add(handler);
      handlers.set(event, listeners);
      return () => {
        listeners.delete(handler);
      };
    },
  };
}
