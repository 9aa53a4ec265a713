/** HTTP for the signed-in player's market block flags. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { getMarketBlock } from './service.js';

export function marketBlockRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  app.get('/market/block', async (request) => getMarketBlock(context, callerOf(request).userId));
  return Promise.resolve();
}
