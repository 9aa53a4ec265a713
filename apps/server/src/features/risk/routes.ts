/** HTTP for risk: finance's flags and the hold on a player's withdrawals (owner, finance). */
import type { FastifyInstance } from 'fastify';
import { riskAdminCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import { listFlags } from './flags/list.js';
import { placeWithdrawalHold, releaseWithdrawalHold, withdrawalHoldOf } from './holds.js';

export function riskAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'finance']);

  registerCall(app, riskAdminCalls.flags, async ({ query }) => listFlags(context.db, query));

  registerCall(app, riskAdminCalls.withdrawalHold, async ({ params }) =>
    withdrawalHoldOf(context, params.id),
  );

  registerCall(app, riskAdminCalls.placeHold, async ({ params, body }, request) =>
    placeWithdrawalHold(context, params.id, body, auditMetaOf(request)),
  );

  registerCall(app, riskAdminCalls.releaseHold, async ({ params, body }, request) =>
    releaseWithdrawalHold(context, params.id, body, auditMetaOf(request)),
  );
  return Promise.resolve();
}
