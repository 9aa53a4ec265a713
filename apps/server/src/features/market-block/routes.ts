/** HTTP for the signed-in player's market block flags. */
import type { FastifyInstance } from 'fastify';
import { marketBlockCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { getMarketBlock } from './service.js';

export function marketBlockRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  registerCall(app, marketBlockCalls.block, (_input, request) =>
    getMarketBlock(context.db, callerOf(request).userId),
  );
  return Promise.resolve();
}
