/**
 * GET /api/house/crash/stream: the shared Crash round as Server-Sent Events for the Crash page
 * (rounds opening, bets, the flight's multiplier, cash-outs, crashes). The player stream's
 * machinery (`openEventStream`) on the `house-crash` channel, authenticated by the launch token:
 * the same retry hint, ready event and heartbeats, a per-player limit, the launch checked again
 * every few beats, and every stream closed before the app waits on requests.
 */
import type { FastifyInstance } from 'fastify';
import {
  crashEvents,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PLAYER_MAX,
  liveMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { openEventStream, type OpenEventStream } from '../../platform/live/event-stream.js';
import { StreamRegistry } from '../../platform/live/stream-registry.js';
import { liveUnavailableMessage } from '../../platform/live/stream-routes.js';
import { resolveLaunchSession } from '../casino/service.js';
import { CRASH_CHANNEL } from './crash-rounds.js';
import type { CrashEngine } from './crash-engine.js';
import { launchOf } from './launch-guard.js';

const HEARTBEATS_PER_LAUNCH_CHECK = 3;

/** Adds the stream route to a scope guarded by requireLaunchSession. */
export function registerCrashStream(
  scope: FastifyInstance,
  context: AppContext,
  engine: CrashEngine,
  heartbeatMs: number = LIVE_HEARTBEAT_MS,
): void {
  const registry = new StreamRegistry<OpenEventStream>(LIVE_STREAMS_PER_PLAYER_MAX, (stream) =>
    stream.close(),
  );
  scope.addHook('preClose', async () => {
    await registry.closeAll();
  });

  scope.get('/house/crash/stream', async (request, reply) => {
    const launch = launchOf(request, 'crash');
    engine.start();
    const token = bearerToken(request) ?? '';
    const slot = registry.reserve(launch.userId);
    if (slot === 'closing') throw new DomainError('service_unavailable', liveUnavailableMessage);
    if (slot === 'full') {
      throw new DomainError('rate_limited', liveMessages.tooManyStreams, {
        headers: { 'retry-after': String(Math.ceil(heartbeatMs / 1000)) },
      });
    }
    let heartbeats = 0;
    let stream: OpenEventStream;
    try {
      stream = await openEventStream(request, reply, {
        pubsub: context.pubsub,
        channel: CRASH_CHANNEL,
        heartbeatMs,
        retryMs: LIVE_RETRY_MS,
        readyEvent: crashEvents.ready,
        stillAllowed: async () => {
          heartbeats += 1;
          if (heartbeats % HEARTBEATS_PER_LAUNCH_CHECK !== 0) return true;
          return (await resolveLaunchSession(context.db, token))?.id === launch.id;
        },
        onError: (error) => request.log.warn({ err: error }, 'crash stream problem'),
      });
    } catch (error) {
      slot.release();
      request.log.warn({ err: error }, 'crash stream could not subscribe');
      throw new DomainError('service_unavailable', liveUnavailableMessage);
    }
    slot.attach(stream);
    void stream.ended.then(() => slot.release());
    return reply;
  });
}
