/** HTTP for the referral programme: the My Referral board (Claim All is the wallet's cash-claim). */
import type { FastifyInstance } from 'fastify';
import { referralCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { getReferralSummary } from './service.js';

export function referralRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  registerCall(app, referralCalls.summary, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { success: true, data: await getReferralSummary(context, callerOf(request).userId) };
  });
  return Promise.resolve();
}
