/**
 * GET /api/stream: the signed-in player's live events as Server-Sent Events. The bearer token is
 * checked like any /api call (the web client reads the stream with fetch, which can send the
 * Authorization header; EventSource cannot). Every stream listens on the player's channel
 * (`publishToPlayer`), beats every LIVE_HEARTBEAT_MS, re-checks its session every few beats and
 * ends on logout, password reset or suspension, and ends when the app closes, so a graceful
 * shutdown never waits on it.
 */
import type { FastifyInstance } from 'fastify';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PLAYER_MAX,
  liveEvents,
  liveMessages,
} from '@khela/contract';
import type { AppContext } from '../app-context.js';
import { bearerToken, callerOf, requireSession } from '../auth/require-player.js';
import { findActiveSession } from '../auth/sessions.js';
import { DomainError } from '../errors/domain-error.js';
import { openEventStream, type OpenEventStream } from './event-stream.js';
import { playerChannel } from './publish.js';
import { StreamRegistry } from './stream-registry.js';

export const liveUnavailableMessage = liveMessages.unavailable;

export interface LiveStreamOptions {
  heartbeatMs: number;
  retryMs: number;
  streamsPerPlayerMax: number;
  /** The session is looked up again after this many heartbeats (about a minute). */
  heartbeatsPerSessionCheck: number;
}

export const defaultLiveStreamOptions: LiveStreamOptions = {
  heartbeatMs: LIVE_HEARTBEAT_MS,
  retryMs: LIVE_RETRY_MS,
  streamsPerPlayerMax: LIVE_STREAMS_PER_PLAYER_MAX,
  heartbeatsPerSessionCheck: 3,
};

/** The routes plugin with other timings and limits (tests use short heartbeats). */
export function createLiveStreamRoutes(options: LiveStreamOptions) {
  return (app: FastifyInstance, context: AppContext): Promise<void> =>
    registerStreamRoute(app, context, options);
}

/** The routes plugin `app.ts` registers under /api. */
export const liveStreamRoutes = createLiveStreamRoutes(defaultLiveStreamOptions);

function registerStreamRoute(
  app: FastifyInstance,
  context: AppContext,
  options: LiveStreamOptions,
): Promise<void> {
  const registry = new StreamRegistry<OpenEventStream>(options.streamsPerPlayerMax, (stream) =>
    stream.close(),
  );
  requireSession(app, context);

  // Before Fastify waits for running requests: open streams are running requests that would
  // never finish by themselves.
  app.addHook('preClose', async () => {
    await registry.closeAll();
  });

  app.get('/stream', async (request, reply) => {
    const caller = callerOf(request);
    const token = bearerToken(request) ?? '';
    const slot = registry.reserve(caller.userId);
    if (slot === 'closing') throw new DomainError('service_unavailable', liveUnavailableMessage);
    if (slot === 'full') {
      throw new DomainError('rate_limited', liveMessages.tooManyStreams, {
        headers: { 'retry-after': String(Math.ceil(options.heartbeatMs / 1000)) },
      });
    }
    let heartbeats = 0;
    let stream: OpenEventStream;
    try {
      stream = await openEventStream(request, reply, {
        pubsub: context.pubsub,
        channel: playerChannel(caller.userId),
        heartbeatMs: options.heartbeatMs,
        retryMs: options.retryMs,
        readyEvent: liveEvents.ready,
        stillAllowed: async () => {
          heartbeats += 1;
          if (heartbeats % options.heartbeatsPerSessionCheck !== 0) return true;
          const session = await findActiveSession(context.db, token);
          return session?.sessionId === caller.sessionId;
        },
        onError: (error) => request.log.warn({ err: error }, 'live stream problem'),
      });
    } catch (error) {
      slot.release();
      request.log.warn({ err: error }, 'live stream could not subscribe');
      throw new DomainError('service_unavailable', liveUnavailableMessage);
    }
    slot.attach(stream);
    void stream.ended.then(() => slot.release());
    return reply;
  });
  return Promise.resolve();
}
