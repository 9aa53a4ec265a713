/**
 * Slow and greedy clients over real sockets: a request whose headers or body never finish is
 * answered and closed after REQUEST_TIMEOUT_MS, and one address holds at most
 * MAX_CONNECTIONS_PER_IP connections: the next one is answered 429 and closed while another
 * address is still served, and closing a connection frees its slot.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { plainAddress, tooManyConnectionsMessage, trustedProxyPeer } from './connection-cap.js';
import { refusalBody } from '../../testing/refusal.js';

const REQUEST_TIMEOUT_MS = 400;
const CAP = 3;

let harness: TestApp;
let port: number;
/** Every socket a test opened, so a failing test cannot keep the server from closing. */
const sockets: net.Socket[] = [];

beforeAll(async () => {
  harness = await buildTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_IP: String(CAP),
  });
  await harness.app.listen({ host: '127.0.0.1', port: 0 });
  const address = harness.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await harness.close();
});

interface OpenSocket {
  socket: net.Socket;
  /** Everything the server wrote so far. */
  received: () => string;
  closed: Promise<number>;
}

async function connect(localAddress = '127.0.0.1'): Promise<OpenSocket> {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  const openedAt = Date.now();
  const closed = new Promise<number>((resolve) => {
    socket.once('close', () => resolve(Date.now() - openedAt));
  });
  return { socket, received: () => text, closed };
}

/** Sends a GET and waits for its whole answer (status line, headers and Content-Length body). */
async function get(open: OpenSocket, path: string): Promise<{ status: number; body: string }> {
  const start = open.received().length;
  open.socket.write(`GET ${path} HTTP/1.1\r\nHost: khela.test\r\n\r\n`);
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    const text = open.received().slice(start);
    const headEnd = text.indexOf('\r\n\r\n');
    const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
    if (headEnd >= 0 && length !== undefined && text.length >= headEnd + 4 + Number(length)) {
      return {
        status: Number(text.slice(9, 12)),
        body: text.slice(headEnd + 4, headEnd + 4 + Number(length)),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no answer to GET ${path}: ${JSON.stringify(open.received())}`);
}

/** Resolves with how long the socket lived, or rejects when it is still open after `ms`. */
async function closedWithin(open: OpenSocket, ms: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const stillOpen = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([open.closed, stillOpen]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A new connection once the server has heard that one of the address's connections closed: each
 * try answered 429 is closed and made again, for up to five seconds.
 */
async function servedOnceFreed(): Promise<OpenSocket> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const open = await connect();
    const answer = await get(open, '/healthz');
    if (answer.status !== 429 || Date.now() > deadline) {
      expect(answer.status).toBe(200);
      return open;
    }
    open.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a request that never finishes', () => {
  it('is answered 408 and closed when its body stops coming', async () => {
    const open = await connect();
    open.socket.write(
      'POST /api/login HTTP/1.1\r\nHost: khela.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":"sl',
    );
    const lived = await closedWithin(open, REQUEST_TIMEOUT_MS * 5);
    expect(lived).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(open.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is closed when its headers stop coming', async () => {
    const open = await connect();
    open.socket.write('GET /healthz HTTP/1.1\r\nHost: khela.test\r\nX-Slow: ');
    const lived = await closedWithin(open, REQUEST_TIMEOUT_MS * 5);
    expect(lived).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });
});

describe('open connections per address', () => {
  it('serves the first ones, refuses the next with a 429, serves another address, frees slots', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => connect()));
    for (const open of held) expect((await get(open, '/healthz')).status).toBe(200);

    const extra = await connect();
    const refused = await get(extra, '/healthz');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual(refusalBody(tooManyConnectionsMessage));
    await closedWithin(extra, 2000);

    // The whole of 127.0.0.0/8 is this machine, so a second address needs no network.
    const elsewhere = await connect('127.0.0.2');
    expect((await get(elsewhere, '/healthz')).status).toBe(200);
    elsewhere.socket.destroy();

    // The held connections were not disturbed by the refusal.
    expect((await get(held[0]!, '/healthz')).status).toBe(200);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server hears the close a moment after the client: on a loaded machine that moment can
    // be longer than any fixed pause, so a refused try (which holds no slot) is made again.
    const next = await servedOnceFreed();
    expect((await get(next, '/healthz')).status).toBe(200);

    for (const open of [next, ...held.slice(1)]) open.socket.destroy();
  });
});

describe('which peers are proxies', () => {
  it('follows TRUST_PROXY: none, a hop count, or addresses and ranges', () => {
    expect(trustedProxyPeer(false)('127.0.0.1')).toBe(false);
    expect(trustedProxyPeer((_address, hop) => hop < 1)('203.0.113.9')).toBe(true);
    const listed = trustedProxyPeer('10.0.0.0/8, 192.0.2.7, loopback');
    expect(['10.1.2.3', '192.0.2.7', '127.0.0.1', '::1'].map(listed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['192.0.2.8', '203.0.113.9', '2001:db8::1'].map(listed)).toEqual([false, false, false]);
    expect(plainAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});
