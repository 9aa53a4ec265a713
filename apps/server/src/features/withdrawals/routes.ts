/** HTTP for withdrawals: the player's pre-check and submit, and the operator's queue and decisions. */
import type { FastifyInstance } from 'fastify';
import { walletSubmitCalls, withdrawalAdminCalls, withdrawCheckCall } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { requireOperator } from '../operators/service.js';
import { decisionHandler, submitAsPlayer, transactionQueue } from '../wallet/service.js';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from './decisions.js';
import { checkWithdrawal, submitWithdrawal } from './service.js';

export function withdrawalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  registerCall(app, withdrawCheckCall, async ({ query }, request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, query.remote_id);
    return checkWithdrawal(context, caller.userId);
  });

  registerCall(app, walletSubmitCalls.withdrawal, async ({ body }, request, reply) =>
    submitAsPlayer(context, request, reply, body, (userId, transaction) =>
      submitWithdrawal(
        context,
        userId,
        {
          amountTaka: body.amount,
          accountNumber: body.account_number,
          provider: body.provider,
          paymentId: body.payment_id,
        },
        transaction,
      ),
    ),
  );
  return Promise.resolve();
}

export async function withdrawalAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (anyOperator) => {
    requireOperator(anyOperator, context.db, ['owner', 'finance', 'support']);
    registerCall(anyOperator, withdrawalAdminCalls.queue, async ({ query }) =>
      transactionQueue(context.db, 'withdraw', query),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (finance) => {
    requireOperator(finance, context.db, ['owner', 'finance']);
    registerCall(
      finance,
      withdrawalAdminCalls.approve,
      decisionHandler(context, approveWithdrawal),
    );
    registerCall(finance, withdrawalAdminCalls.pay, decisionHandler(context, payWithdrawal));
    registerCall(finance, withdrawalAdminCalls.reject, decisionHandler(context, rejectWithdrawal));
  });
}
