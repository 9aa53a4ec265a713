/**
 * GET /admin-api/chats/stream: the support desk's live chat events as Server-Sent Events, for the
 * operator console (players' messages, typing, colleagues' replies and reads). It is the player
 * stream's machinery (`registerLimitedStream`) on the desk's channel: the same retry hint and ready
 * event, heartbeats, a per-operator limit, the session checked again every few beats (a logout or
 * a disabled operator ends it), and every stream closed before the app waits on requests.
 */
import type { FastifyInstance } from 'fastify';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_PLAYER_MAX,
  supportChatMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import {
  registerLimitedStream,
  type LimitedStreamTimings,
} from '../../platform/live/limited-stream.js';
import { findOperatorSession, operatorOf, type OperatorRole } from '../operators/service.js';
import { SUPPORT_DESK_CHANNEL } from './desk-channel.js';

export interface DeskStreamOptions extends LimitedStreamTimings {
  streamsPerOperatorMax: number;
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
  registerLimitedStream(scope, context, {
    path: '/chats/stream',
    name: 'desk stream',
    timings: options,
    streamsPerHolderMax: options.streamsPerOperatorMax,
    tooManyStreamsMessage: supportChatMessages.tooManyStreams,
    holderOf: (request) => {
      const operator = operatorOf(request);
      const token = bearerToken(request) ?? '';
      return {
        key: operator.operatorId,
        channel: SUPPORT_DESK_CHANNEL,
        isStillAllowed: async () => {
          const session = await findOperatorSession(context.db, token);
          return session?.sessionId === operator.sessionId && roles.includes(session.role);
        },
      };
    },
  });
}
