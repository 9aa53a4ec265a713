/**
 * HTTP for the wallet: the transaction record and Claim All. The balance poll has its own
 * scope (balance-route.ts).
 */
import type { FastifyInstance } from 'fastify';
import { referralCalls, walletListCalls, type CashClaimResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { claimCashBonus } from './cash-claim.js';
import { listPlayerTransactions } from './service.js';

export function walletRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  registerCall(app, walletListCalls.transactions, async ({ query }, request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, query.remote_id);
    return { success: true, data: await listPlayerTransactions(context.db, caller.userId) };
  });

  registerCall(app, referralCalls.cashClaim, async (_input, request, reply) => {
    const caller = callerOf(request);
    return runIdempotentTransaction<CashClaimResponse>(
      context.db,
      request,
      reply,
      `user:${caller.userId}`,
      (transaction) => claimCashBonus(context, caller.userId, transaction),
    );
  });
  return Promise.resolve();
}
