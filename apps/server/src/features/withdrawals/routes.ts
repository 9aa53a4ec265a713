/** HTTP for withdrawals: the player's pre-check and submit, and the operator's queue and decisions. */
import type { FastifyInstance } from 'fastify';
import {
  payWithdrawalRequestSchema,
  queueQuerySchema,
  rejectRequestSchema,
  statusKeyByQueueStatus,
  submitWithdrawRequestSchema,
  transactionParamsSchema,
  withdrawCheckRequestSchema,
  type QueueResponse,
  type DecisionResponse,
  type SuccessResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { listTransactionsForOperator } from '../wallet/service.js';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from './decisions.js';
import { checkWithdrawal, submitWithdrawal } from './service.js';

export function withdrawalRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  app.get('/userwithdrawcheck', async (request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, parseInput(withdrawCheckRequestSchema, request.query).remote_id);
    return checkWithdrawal(context, caller.userId);
  });

  app.post('/submit-withdraw', async (request, reply) => {
    const body = parseInput(submitWithdrawRequestSchema, request.body);
    const caller = callerOf(request);
    assertOwnRemoteId(caller, body.remote_id);
    return runIdempotentTransaction<SuccessResponse>(
      context.db,
      request,
      reply,
      `user:${caller.userId}`,
      (transaction) =>
        submitWithdrawal(
          context,
          caller.userId,
          {
            amountTaka: body.amount,
            accountNumber: body.account_number,
            provider: body.provider,
            paymentId: body.payment_id,
          },
          transaction,
        ),
    );
  });
  return Promise.resolve();
}

export async function withdrawalAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (anyOperator) => {
    requireOperator(anyOperator, context.db, ['owner', 'finance', 'support']);
    anyOperator.get('/withdrawals', async (request): Promise<QueueResponse> => {
      const query = parseInput(queueQuerySchema, request.query);
      return {
        data: await listTransactionsForOperator(context.db, {
          action: 'withdraw',
          statusKey: statusKeyByQueueStatus[query.status],
          limit: query.limit,
        }),
      };
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (finance) => {
    requireOperator(finance, context.db, ['owner', 'finance']);
    finance.post('/withdrawals/:transaction_id/approve', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const operator = operatorOf(request);
      return runIdempotentTransaction<DecisionResponse>(
        context.db,
        request,
        reply,
        `operator:${operator.operatorId}`,
        (transaction) =>
          approveWithdrawal(context, operator, params.transaction_id, request.ip, transaction),
      );
    });
    finance.post('/withdrawals/:transaction_id/pay', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const body = parseInput(payWithdrawalRequestSchema, request.body ?? {});
      const operator = operatorOf(request);
      return runIdempotentTransaction<DecisionResponse>(
        context.db,
        request,
        reply,
        `operator:${operator.operatorId}`,
        (transaction) =>
          payWithdrawal(
            context,
            operator,
            params.transaction_id,
            body.reference,
            request.ip,
            transaction,
          ),
      );
    });
    finance.post('/withdrawals/:transaction_id/reject', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const body = parseInput(rejectRequestSchema, request.body);
      const operator = operatorOf(request);
      return runIdempotentTransaction<DecisionResponse>(
        context.db,
        request,
        reply,
        `operator:${operator.operatorId}`,
        (transaction) =>
          rejectWithdrawal(
            context,
            operator,
            params.transaction_id,
            body.reason,
            request.ip,
            transaction,
          ),
      );
    });
  });
}
