/**
 * HTTP for deposits: the player's calls (bearer), the gateway's callback (public, signed), and
 * the receipt upload, whose body is the file itself.
 */
import type { FastifyInstance } from 'fastify';
import {
  RECEIPT_SIZE_BYTES_MAX,
  receiptMessages,
  depositCalls,
  walletSubmitCalls,
  type SuccessResponse,
  internalMessages,
} from '@khela/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { runIdempotent, runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { submitAsPlayer } from '../wallet/service.js';
import { settleGatewayPayment } from './gateway-deposits.js';
import { assertReceiptUploadAllowed } from './receipt-quota.js';
import { storeReceipt } from './receipts.js';
import {
  assignWalletNumber,
  confirmDeposit,
  depositRequestStatus,
  requestDeposit,
  submitDeposit,
} from './service.js';

const receiptTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'application/octet-stream',
];
const callbackParamsSchema = z.object({ gateway: z.string().trim().min(1).max(32) });

export async function depositRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (player) => {
    requireSession(player, context);

    // No money moves here, and a gateway checkout is opened between two transactions: the key is
    // kept in statements of its own (runIdempotent; see idempotency.ts).
    registerCall(player, depositCalls.request, async ({ body }, request, reply) => {
      const { userId } = callerOf(request);
      return runIdempotent(context.db, request, reply, `user:${userId}`, () =>
        requestDeposit(context, userId, {
          amountTaka: body.amount,
          provider: body.provider,
          type: body.type,
          ...(body.promotion === undefined ? {} : { promotionId: body.promotion }),
        }),
      );
    });

    registerCall(player, depositCalls.confirm, async ({ body }, request, reply) => {
      const { userId } = callerOf(request);
      return runIdempotentTransaction<SuccessResponse>(
        context.db,
        request,
        reply,
        `user:${userId}`,
        (transaction) =>
          confirmDeposit(
            context,
            userId,
            {
              trxId: body.trx_id,
              reference: body.trxid,
              number: body.number,
              ...(body.receipt_id === undefined ? {} : { receiptId: body.receipt_id }),
            },
            transaction,
          ),
      );
    });

    registerCall(player, depositCalls.walletNumber, async ({ query }, request) =>
      assignWalletNumber(context, callerOf(request).userId, {
        name: query.name,
        accountType: query.account_type,
        amountTaka: query.amount,
      }),
    );

    registerCall(player, walletSubmitCalls.deposit, async ({ body }, request, reply) =>
      submitAsPlayer(context, request, reply, body, (userId, transaction) =>
        submitDeposit(
          context,
          userId,
          {
            amountTaka: body.amount,
            paymentId: body.payment_id,
            accountNumber: body.account_number,
            reference: body.transaction_id,
            ...(body.promotion_id === undefined ? {} : { promotionId: body.promotion_id }),
            ...(body.receipt_id === undefined ? {} : { receiptId: body.receipt_id }),
          },
          transaction,
        ),
      ),
    );

    registerCall(player, depositCalls.requestStatus, async ({ params }, request) =>
      depositRequestStatus(context, callerOf(request).userId, params.transaction),
    );

    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    await player.register(async (upload) => {
      upload.addContentTypeParser(
        receiptTypes,
        { parseAs: 'buffer', bodyLimit: RECEIPT_SIZE_BYTES_MAX },
        (_request, body, done) => done(null, body),
      );
      // Before the body is read: a refused upload never costs its 5 MB of memory.
      upload.addHook('preParsing', async (request, _reply, payload) => {
        const declaredBytes = Number.parseInt(request.headers['content-length'] ?? '', 10) || 0;
        await assertReceiptUploadAllowed(context, callerOf(request).userId, declaredBytes);
        return payload;
      });
      upload.post('/deposit-receipt', { bodyLimit: RECEIPT_SIZE_BYTES_MAX }, async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new DomainError('validation_failed', receiptMessages.wrongType);
        }
        return storeReceipt(context, callerOf(request).userId, request.body);
      });
    });
  });

  // The gateway signs the raw body, so this scope keeps JSON as text for the signature check.
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (gatewayScope) => {
    gatewayScope.removeContentTypeParser('application/json');
    gatewayScope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    gatewayScope.post('/payments/gateway/:gateway/callback', async (request) => {
      const { gateway: gatewayName } = parseInput(callbackParamsSchema, request.params);
      const gateway = context.paymentGateways.get(gatewayName);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified = gateway?.verifyCallback(request.headers, rawBody);
      if (!gateway || !verified) {
        throw new DomainError('unauthenticated', internalMessages.callbackSignatureInvalid);
      }
      const status = await settleGatewayPayment(context, gateway.name, verified.paymentRef);
      return { success: true, status: status ?? 'unknown' };
    });
  });
}
