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
  liveMessages,
} from '@khela/contract';
import type { AppContext } from '../app-context.js';
import { bearerToken, callerOf, requireSession } from '../auth/require-player.js';
import { findActiveSession } from '../auth/sessions.js';
import { registerLimitedStream, type LimitedStreamTimings } from './limited-stream.js';
import { playerChannel } from './publish.js';

export { liveUnavailableMessage } from './limited-stream.js';

export interface LiveStreamOptions extends LimitedStreamTimings {
  streamsPerPlayerMax: number;
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
  requireSession(app, context);
  registerLimitedStream(app, context, {
    path: '/stream',
    name: 'live stream',
    timings: options,
    streamsPerHolderMax: options.streamsPerPlayerMax,
    tooManyStreamsMessage: liveMessages.tooManyStreams,
    holderOf: (request) => {
      const caller = callerOf(request);
      const token = bearerToken(request) ?? '';
      return {
        key: caller.userId,
        channel: playerChannel(caller.userId),
        isStillAllowed: async () =>
          (await findActiveSession(context.db, token))?.sessionId === caller.sessionId,
      };
    },
  });
  return Promise.resolve();
}
