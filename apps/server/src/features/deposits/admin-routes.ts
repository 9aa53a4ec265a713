/** The operator's deposit calls under /admin-api: the queue, decisions and receipts. */
import type { FastifyInstance } from 'fastify';
import {
  queueQuerySchema,
  rejectRequestSchema,
  statusKeyByQueueStatus,
  transactionParamsSchema,
  type QueueResponse,
  type DecisionResponse,
  walletMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { findTransaction, listTransactionsForOperator } from '../wallet/service.js';
import { approveDeposit, rejectDeposit } from './decisions.js';
import { readReceipt } from './receipts.js';

export async function depositAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (anyOperator) => {
    requireOperator(anyOperator, context.db, ['owner', 'finance', 'support']);

    anyOperator.get('/deposits', async (request): Promise<QueueResponse> => {
      const query = parseInput(queueQuerySchema, request.query);
      return {
        data: await listTransactionsForOperator(context.db, {
          action: 'deposit',
          statusKey: statusKeyByQueueStatus[query.status],
          limit: query.limit,
        }),
      };
    });

    anyOperator.get('/deposits/:transaction_id/receipt', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const row = await findTransaction(context.db, params.transaction_id);
      const receipt =
        row?.action === 'deposit' && row.receipt_id !== null
          ? await readReceipt(context, row.receipt_id)
          : undefined;
      if (!receipt) throw new DomainError('not_found', walletMessages.notFound);
      // Served as a download under its sniffed type, never rendered inline as our own page.
      return reply
        .header('content-type', receipt.contentType)
        .header('content-disposition', `attachment; filename="${params.transaction_id}"`)
        .header('x-content-type-options', 'nosniff')
        .send(receipt.bytes);
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (finance) => {
    requireOperator(finance, context.db, ['owner', 'finance']);

    finance.post('/deposits/:transaction_id/approve', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const operator = operatorOf(request);
      return runIdempotentTransaction<DecisionResponse>(
        context.db,
        request,
        reply,
        `operator:${operator.operatorId}`,
        (transaction) =>
          approveDeposit(context, operator, params.transaction_id, request.ip, transaction),
      );
    });

    finance.post('/deposits/:transaction_id/reject', async (request, reply) => {
      const params = parseInput(transactionParamsSchema, request.params);
      const body = parseInput(rejectRequestSchema, request.body);
      const operator = operatorOf(request);
      return runIdempotentTransaction<DecisionResponse>(
        context.db,
        request,
        reply,
        `operator:${operator.operatorId}`,
        (transaction) =>
          rejectDeposit(
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
