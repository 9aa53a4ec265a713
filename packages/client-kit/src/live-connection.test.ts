import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionOptions,
} from './live-connection';

interface FakeStream {
  send(text: string): void;
  end(): void;
}

interface Call {
  headers: Record<string, string>;
  stream: FakeStream | undefined;
}

/** A fetch whose answers the test decides, one per call, in order. */
function fakeServer(answers: (() => Response | 'network-error' | 'stream')[]) {
  const calls: Call[] = [];
  const fetch = vi.fn((_input: string, init: RequestInit) => {
    const call: Call = { headers: init.headers as Record<string, string>, stream: undefined };
    calls.push(call);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!();
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer !== 'stream') return Promise.resolve(answer);
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    const encoder = new TextEncoder();
    // As a real fetch does, an abort errors the body being read.
    init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    call.stream = {
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    };
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
  });
  return { fetch, calls };
}

const stream = () => 'stream' as const;

let connection: LiveConnection | undefined;
let logs: string[];

function connect(
  server: ReturnType<typeof fakeServer>,
  silenceLimitMs = 45_000,
  extra: Partial<LiveConnectionOptions> = {},
): LiveConnection {
  logs = [];
  connection = createLiveConnection({
    url: '/api/stream',
    fetch: server.fetch,
    random: () => 0.5,
    log: (message) => logs.push(message),
    silenceLimitMs,
    ...extra,
  });
  return connection;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  connection?.stop();
  connection = undefined;
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('sends the bearer token, opens, and hands each named event its JSON data', async () => {
    const server = fakeServer([stream]);
    const live = connect(server);
    const statuses: string[] = [];
    live.onStatus(() => statuses.push(live.status()));
    const messages: unknown[] = [];
    const ready: unknown[] = [];
    live.on('inbox.message', (data) => messages.push(data));
    live.on('ready', (data) => ready.push(data));

    live.start('token-1');
    expect(live.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0]!.headers).toEqual({
      Authorization: 'Bearer token-1',
      Accept: 'text/event-stream',
    });
    expect(live.status()).toBe('open');

    server.calls[0]!.stream!.send('retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\n');
    server.calls[0]!.stream!.send('event: inbox.message\ndata: {"id":4,"title":"Hi"}\n\n');
    server.calls[0]!.stream!.send('event: other\ndata: 1\n\nevent: inbox.message\ndata: nope\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toEqual([{}]);
    expect(messages).toEqual([{ id: 4, title: 'Hi' }]);
    expect(logs).toEqual(['Live event inbox.message carried data that is not JSON']);
    expect(statuses).toEqual(['open']);
  });

  it('reconnects after a dropped stream, waiting the server’s retry hint', async () => {
    const server = fakeServer([stream]);
    const live = connect(server);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(0);
    server.calls[0]!.stream!.send('retry: 2000\n\n');
    server.calls[0]!.stream!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.status()).toBe('down');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(live.status()).toBe('open');
  });

  it('backs off further after each failure, up to 30 s, and starts over once open', async () => {
    let failing = true;
    const server = fakeServer([() => (failing ? 'network-error' : 'stream')]);
    const live = connect(server);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(live.status()).toBe('down');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const before = server.fetch.mock.calls.length;
      let waited = 0;
      while (server.fetch.mock.calls.length === before) {
        await vi.advanceTimersByTimeAsync(500);
        waited += 500;
      }
      waits.push(waited);
    }
    // The server's default retry (3 s) first, then doubling from 1 s: 4, 8, 16, then the cap.
    expect(waits).toEqual([3000, 3000, 4000, 8000, 16000, 30000, 30000]);

    failing = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(live.status()).toBe('open');
  });

  it('stops on 401 until it gets a token again', async () => {
    const server = fakeServer([
      () => new Response('{"message":"Unauthenticated."}', { status: 401 }),
      stream,
    ]);
    const live = connect(server);
    live.start('old-token');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(live.status()).toBe('down');
    live.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    live.start('new-token');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[1]!.headers['Authorization']).toBe('Bearer new-token');
    expect(live.status()).toBe('open');
  });

  it('stops on the statuses it is told are final, and says which', async () => {
    const server = fakeServer([
      () => new Response('{"message":"Forbidden"}', { status: 403 }),
      stream,
    ]);
    const refusals: number[] = [];
    const live = connect(server, 45_000, {
      finalStatuses: [401, 403],
      onRefused: (status) => refusals.push(status),
    });
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(refusals).toEqual([403]);
    expect(live.status()).toBe('down');
  });

  it('retries a 403 when only 401 is final', async () => {
    const server = fakeServer([
      () => new Response('{"message":"Forbidden"}', { status: 403 }),
      stream,
    ]);
    const live = connect(server);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(live.status()).toBe('open');
  });

  it('waits at least Retry-After when refused for too many streams', async () => {
    const server = fakeServer([
      () =>
        new Response('{"message":"Too many"}', { status: 429, headers: { 'retry-after': '20' } }),
      stream,
    ]);
    const live = connect(server);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up on a stream that has gone silent and opens a new one', async () => {
    const server = fakeServer([stream]);
    const live = connect(server, 45_000);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(0);
    server.calls[0]!.stream!.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(44_000);
    expect(live.status()).toBe('open');
    server.calls[0]!.stream!.send(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(44_999);
    expect(live.status()).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(live.status()).toBe('down');
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(live.status()).toBe('open');
  });

  it('retries at once when nudged, and not at all once stopped', async () => {
    const server = fakeServer([() => 'network-error', stream]);
    const live = connect(server);
    live.start('token-1');
    await vi.advanceTimersByTimeAsync(0);
    live.nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(live.status()).toBe('open');

    live.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.status()).toBe('down');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });
});
