/** HTTP for safer gambling: the player's own limits, reality check, break and statement. */
import type { FastifyInstance } from 'fastify';
import { saferGamblingCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import {
  activityStatement,
  playSession,
  saferGamblingStatus,
  setLimit,
  setRealityCheck,
  takeBreak,
} from './service.js';

// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
export async function saferGamblingRoutes(app: FastifyInstance, context: AppContext) {
  requireSession(app, context);
  registerCall(app, saferGamblingCalls.status, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    return saferGamblingStatus(context, callerOf(request).userId);
  });
  registerCall(app, saferGamblingCalls.setLimit, async ({ body }, request) =>
    setLimit(context, callerOf(request).userId, body),
  );
  registerCall(app, saferGamblingCalls.realityCheck, async ({ body }, request) =>
    setRealityCheck(context, callerOf(request).userId, body.minutes),
  );
  registerCall(app, saferGamblingCalls.takeBreak, async ({ body }, request) =>
    takeBreak(context, callerOf(request).userId, body, request.ip),
  );
  registerCall(app, saferGamblingCalls.session, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    const caller = callerOf(request);
    return playSession(context, caller.userId, caller.sessionId);
  });
  registerCall(app, saferGamblingCalls.statement, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    return activityStatement(context, callerOf(request).userId);
  });
}
