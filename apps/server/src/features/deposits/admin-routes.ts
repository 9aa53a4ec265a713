/** The operator's deposit calls under /admin-api: the queue, decisions and receipts. */
import type { FastifyInstance } from 'fastify';
import { depositAdminCalls, transactionParamsSchema, walletMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { requireOperator } from '../operators/service.js';
import { decisionHandler, findTransaction, transactionQueue } from '../wallet/service.js';
import { approveDeposit, rejectDeposit } from './decisions.js';
import { readReceipt } from './receipts.js';

export async function depositAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (anyOperator) => {
    requireOperator(anyOperator, context.db, ['owner', 'finance', 'support']);

    registerCall(anyOperator, depositAdminCalls.queue, async ({ query }) =>
      transactionQueue(context.db, 'deposit', query),
    );

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

    registerCall(finance, depositAdminCalls.approve, decisionHandler(context, approveDeposit));
    registerCall(finance, depositAdminCalls.reject, decisionHandler(context, rejectDeposit));
  });
}
