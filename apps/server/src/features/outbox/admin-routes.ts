/**
 * GET /admin-api/outbox for owner and content (docs/decisions.md, Content and settings). Support
 * is left out on purpose: bodies hold one-time codes, and support is who a fraudster phones
 * asking to be "read the code".
 */
import type { FastifyInstance } from 'fastify';
import { outboxAdminCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireOperator } from '../operators/service.js';
import { outboxForOperator } from './service.js';

export function outboxAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  registerCall(app, outboxAdminCalls.list, async ({ query }, _request, reply) => {
    // Codes must not linger in a shared browser's or proxy's cache.
    void reply.header('cache-control', 'no-store');
    return outboxForOperator(context, query);
  });
  return Promise.resolve();
}
