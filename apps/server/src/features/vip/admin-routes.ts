/** The operator's VIP ladder and rates under /admin-api (owner, content). */
import type { FastifyInstance } from 'fastify';
import { vipSettingsInputSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { getVipSettings, updateVipSettings } from './admin-service.js';

export function vipAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  app.get('/vip', async () => getVipSettings(context));
  app.put('/vip', async (request) =>
    updateVipSettings(context, parseInput(vipSettingsInputSchema, request.body), {
      operator: operatorOf(request),
      ip: request.ip,
    }),
  );
  return Promise.resolve();
}
