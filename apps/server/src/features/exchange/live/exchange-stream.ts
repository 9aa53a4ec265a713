/**
 * GET /api/exchange/stream/{eventId}: Server-Sent Events with the event's whole picture on every
 * change (`exchange.update`), for signed-in players; the platform's stream machinery (retry hint,
 * `ready`, heartbeats, a per-player limit, closed before shutdown). Visitors and a dropped stream
 * poll the contract's calls instead.
 */
import type { FastifyInstance } from 'fastify';
import {
  eventParamsSchema,
  exchangeMessages,
  exchangeStreamEvents,
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PLAYER_MAX,
  liveMessages,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { callerOf } from '../../../platform/auth/require-player.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { parseInput } from '../../../platform/http/parse-input.js';
import { openEventStream, type OpenEventStream } from '../../../platform/live/event-stream.js';
import { StreamRegistry } from '../../../platform/live/stream-registry.js';
import { liveUnavailableMessage } from '../../../platform/live/stream-routes.js';
import { findEvent } from '../betting/market-rows.js';
import { exchangeEventChannel } from './market-push.js';

/** Adds the stream route to a scope that requires a player session. */
export function registerExchangeStream(scope: FastifyInstance, context: AppContext): void {
  const registry = new StreamRegistry<OpenEventStream>(LIVE_STREAMS_PER_PLAYER_MAX, (stream) =>
    stream.close(),
  );
  scope.addHook('preClose', async () => {
    await registry.closeAll();
  });
  scope.get('/exchange/stream/:eventId', async (request, reply) => {
    const { eventId } = parseInput(eventParamsSchema, request.params);
    if (!(await findEvent(context.db, eventId))) {
      throw new DomainError('not_found', exchangeMessages.eventNotFound);
    }
    const { userId } = callerOf(request);
    const slot = registry.reserve(userId);
    if (slot === 'closing') throw new DomainError('service_unavailable', liveUnavailableMessage);
    if (slot === 'full') {
      throw new DomainError('rate_limited', liveMessages.tooManyStreams, {
        headers: { 'retry-after': String(Math.ceil(LIVE_HEARTBEAT_MS / 1000)) },
      });
    }
    let stream: OpenEventStream;
    try {
      stream = await openEventStream(request, reply, {
        pubsub: context.pubsub,
        channel: exchangeEventChannel(eventId),
        heartbeatMs: LIVE_HEARTBEAT_MS,
        retryMs: LIVE_RETRY_MS,
        readyEvent: exchangeStreamEvents.ready,
        onError: (error) => request.log.warn({ err: error }, 'exchange stream problem'),
      });
    } catch (error) {
      slot.release();
      request.log.warn({ err: error }, 'exchange stream could not subscribe');
      throw new DomainError('service_unavailable', liveUnavailableMessage);
    }
    slot.attach(stream);
    void stream.ended.then(() => slot.release());
    return reply;
  });
}
