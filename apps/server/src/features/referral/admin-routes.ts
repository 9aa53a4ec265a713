/** The operator's referral rule under /admin-api (owner, content). */
import type { FastifyInstance } from 'fastify';
import { referralAdminCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import { getReferralRules, updateReferralRules } from './admin-service.js';

export function referralAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  registerCall(app, referralAdminCalls.rules, async () => getReferralRules(context));
  registerCall(app, referralAdminCalls.save, async ({ body }, request) =>
    updateReferralRules(context, body, auditMetaOf(request)),
  );
  return Promise.resolve();
}
