/** The operator's VIP ladder and rates under /admin-api (owner, content). */
import type { FastifyInstance } from 'fastify';
import { vipAdminCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import { getVipSettings, updateVipSettings } from './admin-service.js';

export function vipAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  registerCall(app, vipAdminCalls.settings, async () => getVipSettings(context));
  registerCall(app, vipAdminCalls.save, async ({ body }, request) =>
    updateVipSettings(context, body, auditMetaOf(request)),
  );
  return Promise.resolve();
}
