/**
 * GET /api/house/crash/stream: the shared Crash round as Server-Sent Events for the Crash page
 * (rounds opening, bets, the flight's multiplier, cash-outs, crashes). The player stream's
 * machinery (`registerLimitedStream`) on the `house-crash` channel, authenticated by the launch token:
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
import { registerLimitedStream } from '../../platform/live/limited-stream.js';
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
  registerLimitedStream(scope, context, {
    path: '/house/crash/stream',
    name: 'crash stream',
    timings: {
      heartbeatMs,
      retryMs: LIVE_RETRY_MS,
      heartbeatsPerSessionCheck: HEARTBEATS_PER_LAUNCH_CHECK,
    },
    streamsPerHolderMax: LIVE_STREAMS_PER_PLAYER_MAX,
    tooManyStreamsMessage: liveMessages.tooManyStreams,
    readyEvent: crashEvents.ready,
    holderOf: (request) => {
      const launch = launchOf(request, 'crash');
      engine.start();
      const token = bearerToken(request) ?? '';
      return {
        key: launch.userId,
        channel: CRASH_CHANNEL,
        isStillAllowed: async () =>
          (await resolveLaunchSession(context.db, token))?.id === launch.id,
      };
    },
  });
}
