/** The operator's referral rule under /admin-api (owner, content). */
import type { FastifyInstance } from 'fastify';
import { referralRulesInputSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { getReferralRules, updateReferralRules } from './admin-service.js';

export function referralAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  app.get('/referral-rules', async () => getReferralRules(context));
  app.put('/referral-rules', async (request) =>
    updateReferralRules(context, parseInput(referralRulesInputSchema, request.body), {
      operator: operatorOf(request),
      ip: request.ip,
    }),
  );
  return Promise.resolve();
}
