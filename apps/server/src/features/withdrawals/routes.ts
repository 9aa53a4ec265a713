/** HTTP for withdrawals: the player's pre-check and submit, and the operator's queue and decisions. */
import type { FastifyInstance } from 'fastify';
import {
  payWithdrawalRequestSchema,
  queueQuerySchema,
  rejectRequestSchema,
  submitWithdrawRequestSchema,
  withdrawCheckRequestSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { requireOperator } from '../operators/service.js';
import { decisionRoute, submitTransactionRoute, transactionQueue } from '../wallet/service.js';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from './decisions.js';
import { checkWithdrawal, submitWithdrawal } from './service.js';

export function withdrawalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  app.get('/userwithdrawcheck', async (request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, parseInput(withdrawCheckRequestSchema, request.query).remote_id);
    return checkWithdrawal(context, caller.userId);
  });

  submitTransactionRoute(
    app,
    context,
    '/submit-withdraw',
    submitWithdrawRequestSchema,
    (userId, body, transaction) =>
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
    anyOperator.get('/withdrawals', async (request) =>
      transactionQueue(context.db, 'withdraw', parseInput(queueQuerySchema, request.query)),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (finance) => {
    requireOperator(finance, context.db, ['owner', 'finance']);
    decisionRoute(
      finance,
      context,
      '/withdrawals/:transaction_id/approve',
      () => null,
      ({ operator, transactionId, ip }, transaction) =>
        approveWithdrawal(context, operator, transactionId, ip, transaction),
    );
    decisionRoute(
      finance,
      context,
      '/withdrawals/:transaction_id/pay',
      (body) => parseInput(payWithdrawalRequestSchema, body),
      ({ operator, transactionId, body, ip }, transaction) =>
        payWithdrawal(context, operator, transactionId, body.reference, ip, transaction),
    );
    decisionRoute(
      finance,
      context,
      '/withdrawals/:transaction_id/reject',
      (body) => parseInput(rejectRequestSchema, body),
      ({ operator, transactionId, body, ip }, transaction) =>
        rejectWithdrawal(context, operator, transactionId, body.reason, ip, transaction),
    );
  });
}
