/**
 * The live stream over a real socket: bearer authentication, the retry hint and the ready event,
 * events published to the player (and only to them), heartbeats, the end of a stream when its
 * session ends, the per-player limit, and shutdowns that do not wait on open streams.
 */
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_RETRY_MS, liveMessages } from '@khela/contract';
import { startTemporaryServer } from '../../testing/temporary-server.js';
import { buildTestApp, testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { decorateSession } from '../auth/require-player.js';
import { installErrorHandler } from '../errors/error-handler.js';
import { publishToPlayer } from './publish.js';
import { createLiveStreamRoutes } from './stream-routes.js';
import { openTestStream, type TestStream } from './test-stream-client.js';
import { refusalBody } from '../../testing/refusal.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
});

/** The same routes with fast heartbeats and a small limit, on their own little server. */
async function fastLiveServer(
  streamsPerPlayerMax = 2,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  installErrorHandler(app);
  decorateSession(app);
  await app.register(
    createLiveStreamRoutes({
      heartbeatMs: 40,
      retryMs: 1000,
      streamsPerPlayerMax,
      heartbeatsPerSessionCheck: 1,
    }),
    harness.context,
  );
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${url}/stream` };
}

async function openedStream(url: string, token: string): Promise<TestStream> {
  const stream = await openTestStream(url, token);
  expect(stream.status).toBe(200);
  expect(await stream.next()).toEqual({ event: 'retry', data: expect.any(String) as string });
  expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });
  return stream;
}

describe(`live stream on ${testDialect}`, () => {
  it('refuses a visitor and a bad token with 401, in the error shape', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const stream = await openTestStream(`${baseUrl}/api/stream`, token);
      expect(stream.status).toBe(401);
      expect(stream.body).toEqual({
        code: expect.any(String) as string,
        message: expect.any(String) as string,
      });
    }
  });

  it('opens with the retry hint and a ready event, then carries the player’s events only', async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await signUpAndLogIn(harness.app);
    const stream = await openTestStream(`${baseUrl}/api/stream`, player.token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    // The body runs until the connection closes: no chunk framing around every event.
    expect(stream.headers['transfer-encoding']).toBeUndefined();
    expect(stream.headers['connection']).toBe('close');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(await stream.next()).toEqual({ event: 'retry', data: String(LIVE_RETRY_MS) });
    expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });

    await publishToPlayer(harness.context.pubsub, other.remote_id, 'inbox.message', { id: 1 });
    const published = await publishToPlayer(
      harness.context.pubsub,
      player.remote_id,
      'inbox.message',
      { id: 2, title: 'Line one\nline two' },
    );
    expect(published).toBe(true);
    const frame = await stream.nextEvent('inbox.message');
    expect(JSON.parse(frame?.data ?? 'null')).toEqual({ id: 2, title: 'Line one\nline two' });
    stream.close();
  });

  it('refuses an event name that could break the stream, without throwing', async () => {
    const errors: unknown[] = [];
    const published = await publishToPlayer(
      harness.context.pubsub,
      1,
      'inbox\ndata: forged',
      {},
      { onError: (error) => errors.push(error) },
    );
    expect(published).toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('reports a pub/sub that fails instead of rejecting', async () => {
    const errors: unknown[] = [];
    const failing = {
      publish: () => Promise.reject(new Error('redis is down')),
      subscribe: () => Promise.reject(new Error('unused')),
      close: () => Promise.resolve(),
    };
    await expect(
      publishToPlayer(failing, 1, 'inbox.message', {}, { onError: (e) => errors.push(e) }),
    ).resolves.toBe(false);
    expect(errors).toHaveLength(1);
  });

  it('beats while idle, and ends the stream once its session is logged out', async () => {
    const live = await fastLiveServer();
    try {
      const player = await signUpAndLogIn(harness.app);
      const stream = await openedStream(live.url, player.token);
      expect(await stream.next()).toEqual({ event: 'comment', data: 'heartbeat' });
      const logout = await postAs(harness, player.token, '/api/logout');
      expect(logout.statusCode).toBe(200);
      expect(await stream.nextAfterHeartbeats()).toBeUndefined();
    } finally {
      await live.app.close();
    }
  });

  it('holds at most the limit of streams per player; a closed one frees its place', async () => {
    const live = await fastLiveServer(2);
    try {
      const player = await signUpAndLogIn(harness.app);
      const other = await signUpAndLogIn(harness.app);
      const first = await openedStream(live.url, player.token);
      await openedStream(live.url, player.token);
      const refused = await openTestStream(live.url, player.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(refusalBody(liveMessages.tooManyStreams));
      expect(refused.headers['retry-after']).toBeTruthy();
      // Another player is not held back by this one's streams.
      await openedStream(live.url, other.token);

      first.close();
      await expect
        .poll(async () => {
          const again = await openTestStream(live.url, player.token);
          again.close();
          return again.status;
        })
        .toBe(200);
    } finally {
      await live.app.close();
    }
  });

  it('ends open streams when the app closes, so closing does not wait on them', async () => {
    const live = await fastLiveServer();
    const player = await signUpAndLogIn(harness.app);
    const stream = await openedStream(live.url, player.token);
    const started = Date.now();
    await live.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stream.nextAfterHeartbeats()).toBeUndefined();
  });
});

describe('graceful shutdown with open live streams', () => {
  it('shuts the running server down promptly, ending the streams', async () => {
    const { server, storageDir } = await startTemporaryServer('live-shutdown', (folder) => ({
      PRIVATE_DIR: `${folder}-private`,
      PASSWORD_HASH_MEMORY_KIB: '1024',
      SEED_DEMO_DATA: 'false',
    }));
    try {
      const player = await signUpAndLogIn(server.app);
      const streams = [
        await openedStream(`${server.url}/api/stream`, player.token),
        await openedStream(`${server.url}/api/stream`, player.token),
      ];
      const started = Date.now();
      await server.shutDown();
      expect(Date.now() - started).toBeLessThan(3000);
      for (const stream of streams) expect(await stream.next()).toBeUndefined();
    } finally {
      fs.rmSync(storageDir, { recursive: true, force: true });
      fs.rmSync(`${storageDir}-private`, { recursive: true, force: true });
    }
  });
});

const redisUrl = process.env['TEST_REDIS_URL'];
describe.runIf(redisUrl)('live stream through Redis', () => {
  it('carries an event published by another server instance', async () => {
    const instanceA = await buildTestApp({ REDIS_URL: redisUrl ?? '' });
    const instanceB = await buildTestApp({ REDIS_URL: redisUrl ?? '' });
    try {
      const url = await instanceB.app.listen({ host: '127.0.0.1', port: 0 });
      const player = await signUpAndLogIn(instanceB.app);
      const stream = await openedStream(`${url}/api/stream`, player.token);
      await publishToPlayer(instanceA.context.pubsub, player.remote_id, 'inbox.changed', {
        ids: [7],
        change: 'read',
      });
      const frame = await stream.nextEvent('inbox.changed');
      expect(JSON.parse(frame?.data ?? 'null')).toEqual({ ids: [7], change: 'read' });
      stream.close();
    } finally {
      await instanceB.close();
      await instanceA.close();
    }
  });
});
