/** HTTP for VIP points: the conversion the spec names, and our summary, history and ladder calls. */
import type { FastifyInstance } from 'fastify';
import {
  convertVipCoinRequestSchema,
  remoteIdQuerySchema,
  vipHistoryRequestSchema,
  type ConvertVipCoinResponse,
  type VipHistoryResponse,
  type VipLevelsResponse,
  type VipSummaryResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { convertVipPoints, getVipLadder, getVipSummary, listVipHistory } from './service.js';

export async function vipRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // The ladder is public (the VIP details screen shows it before sign-in too).
  app.get('/vip/levels', async (): Promise<VipLevelsResponse> => ({
    success: true,
    data: await getVipLadder(context),
  }));
  await app.register(async (player) => playerVipRoutes(player, context));
}

function playerVipRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  // A GET, as the spec has it, that moves money: never cached anywhere on the way.
  app.get('/convert-vipcoin', async (request, reply): Promise<ConvertVipCoinResponse> => {
    const input = parseInput(convertVipCoinRequestSchema, request.query);
    const caller = callerOf(request);
    assertOwnRemoteId(caller, input.remote_id);
    void reply.header('cache-control', 'no-store');
    return convertVipPoints(context, caller.userId, input.vip_coin);
  });

  app.get('/vip/summary', async (request, reply): Promise<VipSummaryResponse> => {
    const caller = callerOf(request);
    const query = request.query as Record<string, unknown>;
    // remote_id is optional here (our call); when sent, it must be the caller's.
    if (query['remote_id'] !== undefined) {
      assertOwnRemoteId(caller, parseInput(remoteIdQuerySchema, query).remote_id);
    }
    void reply.header('cache-control', 'no-store');
    return { success: true, data: await getVipSummary(context, caller.userId) };
  });

  app.get('/vip/history', async (request): Promise<VipHistoryResponse> => {
    const { page } = parseInput(vipHistoryRequestSchema, request.query);
    return listVipHistory(context, callerOf(request).userId, page);
  });
  return Promise.resolve();
}
