/**
 * The GET route of a signed-in event stream, as the player's `/api/stream` and the support desk's
 * `/admin-api/chats/stream` both serve it: at most so many streams per holder (a 429 beyond,
 * with a retry hint of one beat), the holder's session checked again every few beats, and every
 * stream closed in the scope's `preClose` hook, before the app waits on running requests (an open
 * stream is one that never finishes by itself).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { liveEvents, liveMessages } from '@khela/contract';
import type { AppContext } from '../app-context.js';
import { DomainError } from '../errors/domain-error.js';
import { openEventStream, type OpenEventStream } from './event-stream.js';
import { StreamRegistry } from './stream-registry.js';

export const liveUnavailableMessage = liveMessages.unavailable;

export interface LimitedStreamTimings {
  heartbeatMs: number;
  retryMs: number;
  /** The session is looked up again after this many heartbeats (about a minute). */
  heartbeatsPerSessionCheck: number;
}

/** Who opens a stream: the key its limit counts by, its channel and its session's check. */
export interface StreamHolder {
  key: number;
  channel: string;
  isStillAllowed: () => Promise<boolean>;
}

export interface LimitedStreamRoute {
  path: string;
  /** Names the stream in the log lines. */
  name: string;
  timings: LimitedStreamTimings;
  streamsPerHolderMax: number;
  tooManyStreamsMessage: string;
  /** The event a stream opens with; `ready` unless the stream has its own. */
  readyEvent?: string;
  /** The holder of a request inside the scope's guard. */
  holderOf: (request: FastifyRequest) => StreamHolder;
}

export function registerLimitedStream(
  scope: FastifyInstance,
  context: Pick<AppContext, 'pubsub'>,
  route: LimitedStreamRoute,
): void {
  const { timings } = route;
  const registry = new StreamRegistry<OpenEventStream>(route.streamsPerHolderMax, (stream) =>
    stream.close(),
  );
  scope.addHook('preClose', async () => {
    await registry.closeAll();
  });

  scope.get(route.path, async (request, reply) => {
    const holder = route.holderOf(request);
    const slot = registry.reserve(holder.key);
    if (slot === 'closing') throw new DomainError('service_unavailable', liveUnavailableMessage);
    if (slot === 'full') {
      throw new DomainError('rate_limited', route.tooManyStreamsMessage, {
        headers: { 'retry-after': String(Math.ceil(timings.heartbeatMs / 1000)) },
      });
    }
    let heartbeats = 0;
    let stream: OpenEventStream;
    try {
      stream = await openEventStream(request, reply, {
        pubsub: context.pubsub,
        channel: holder.channel,
        heartbeatMs: timings.heartbeatMs,
        retryMs: timings.retryMs,
        readyEvent: route.readyEvent ?? liveEvents.ready,
        stillAllowed: async () => {
          heartbeats += 1;
          if (heartbeats % timings.heartbeatsPerSessionCheck !== 0) return true;
          return holder.isStillAllowed();
        },
        onError: (error) => request.log.warn({ err: error }, `${route.name} problem`),
      });
    } catch (error) {
      slot.release();
      request.log.warn({ err: error }, `${route.name} could not subscribe`);
      throw new DomainError('service_unavailable', liveUnavailableMessage);
    }
    slot.attach(stream);
    void stream.ended.then(() => slot.release());
    return reply;
  });
}
