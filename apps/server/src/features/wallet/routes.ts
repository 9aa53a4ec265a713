/** HTTP for the wallet. The balance call is polled every 10 s by signed-in clients. */
import type { FastifyInstance } from 'fastify';
import type { BalanceResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { getMainBalanceTaka } from './service.js';

export function walletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context.db);
  app.post('/balance', async (request): Promise<BalanceResponse> => {
    return { balance: await getMainBalanceTaka(context, callerOf(request).userId) };
  });
  return Promise.resolve();
}
