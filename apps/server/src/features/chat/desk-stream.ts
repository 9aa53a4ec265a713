/**
 * GET /admin-api/chats/stream: the support desk's live chat events as Server-Sent Events, for the
 * operator console (players' messages, typing, colleagues' replies and reads). It is the player
 * stream's machinery (`openEventStream`) on the desk's channel: the same retry hint and ready
 * event, heartbeats, a per-operator limit, the session checked again every few beats (a logout or
 * a disabled operator ends it), and every stream closed before the app waits on requests.
 */
import type { FastifyInstance } from 'fastify';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PLAYER_MAX,
  liveEvents,
  supportChatMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { openEventStream, type OpenEventStream } from '../../platform/live/event-stream.js';
import { StreamRegistry } from '../../platform/live/stream-registry.js';
import { liveUnavailableMessage } from '../../platform/live/stream-routes.js';
import { findOperatorSession, operatorOf, type OperatorRole } from '../operators/service.js';
import { SUPPORT_DESK_CHANNEL } from './desk-channel.js';

export interface DeskStreamOptions {
  heartbeatMs: number;
  retryMs: number;
  streamsPerOperatorMax: number;
  heartbeatsPerSessionCheck: number;
}

export const defaultDeskStreamOptions: DeskStreamOptions = {
  heartbeatMs: LIVE_HEARTBEAT_MS,
  retryMs: LIVE_RETRY_MS,
  streamsPerOperatorMax: LIVE_STREAMS_PER_PLAYER_MAX,
  heartbeatsPerSessionCheck: 3,
};

/** Adds the stream route to a scope already guarded by requireOperator for `roles`. */
export function registerDeskStream(
  scope: FastifyInstance,
  context: AppContext,
  roles: readonly OperatorRole[],
  options: DeskStreamOptions = defaultDeskStreamOptions,
): void {
  const registry = new StreamRegistry<OpenEventStream>(options.streamsPerOperatorMax, (stream) =>
    stream.close(),
  );
  scope.addHook('preClose', async () => {
    await registry.closeAll();
  });

  scope.get('/chats/stream', async (request, reply) => {
    const operator = operatorOf(request);
    const token = bearerToken(request) ?? '';
    const slot = registry.reserve(operator.operatorId);
    if (slot === 'closing') throw new DomainError('service_unavailable', liveUnavailableMessage);
    if (slot === 'full') {
      throw new DomainError('rate_limited', supportChatMessages.tooManyStreams, {
        headers: { 'retry-after': String(Math.ceil(options.heartbeatMs / 1000)) },
      });
    }
    let heartbeats = 0;
    let stream: OpenEventStream;
    try {
      stream = await openEventStream(request, reply, {
        pubsub: context.pubsub,
        channel: SUPPORT_DESK_CHANNEL,
        heartbeatMs: options.heartbeatMs,
        retryMs: options.retryMs,
        readyEvent: liveEvents.ready,
        stillAllowed: async () => {
          heartbeats += 1;
          if (heartbeats % options.heartbeatsPerSessionCheck !== 0) return true;
          const session = await findOperatorSession(context.db, token);
          return session?.sessionId === operator.sessionId && roles.includes(session.role);
        },
        onError: (error) => request.log.warn({ err: error }, 'desk stream problem'),
      });
    } catch (error) {
      slot.release();
      request.log.warn({ err: error }, 'desk stream could not subscribe');
      throw new DomainError('service_unavailable', liveUnavailableMessage);
    }
    slot.attach(stream);
    void stream.ended.then(() => slot.release());
    return reply;
  });
}
