/** HTTP for VIP points: the conversion the spec names, and our summary, history and ladder calls. */
import type { FastifyInstance } from 'fastify';
import { remoteIdQuerySchema, vipCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { convertVipPoints, getVipLadder, getVipSummary, listVipHistory } from './service.js';

export async function vipRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, vipCalls.levels, async () => ({
    success: true,
    data: await getVipLadder(context),
  }));
  await app.register(async (player) => playerVipRoutes(player, context));
}

function playerVipRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  registerCall(app, vipCalls.convert, async ({ query }, request, reply) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, query.remote_id);
    void reply.header('cache-control', 'no-store');
    return convertVipPoints(context, caller.userId, query.vip_coin);
  });

  registerCall(app, vipCalls.summary, async (_input, request, reply) => {
    const caller = callerOf(request);
    const query = request.query as Record<string, unknown>;
    // remote_id is optional here (our call); when sent, it must be the caller's.
    if (query['remote_id'] !== undefined) {
      assertOwnRemoteId(caller, parseInput(remoteIdQuerySchema, query).remote_id);
    }
    void reply.header('cache-control', 'no-store');
    return { success: true, data: await getVipSummary(context, caller.userId) };
  });

  registerCall(app, vipCalls.history, async ({ query }, request) =>
    listVipHistory(context, callerOf(request).userId, query.page),
  );
  return Promise.resolve();
}
