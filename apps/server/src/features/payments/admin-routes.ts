/** The operator's payment-method calls under /admin-api (owner, finance). */
import type { FastifyInstance } from 'fastify';
import {
  createPaymentMethodRequestSchema,
  createWalletNumberRequestSchema,
  paymentMethodParamsSchema,
  updatePaymentMethodRequestSchema,
  updateWalletNumberRequestSchema,
  walletNumberParamsSchema,
  type PaymentMethodsAdminResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import {
  createPaymentMethod,
  createWalletNumber,
  listPaymentMethodsForOperator,
  updatePaymentMethod,
  updateWalletNumber,
} from './admin.js';

export function paymentAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'finance']);

  app.get('/payment-methods', async (): Promise<PaymentMethodsAdminResponse> => ({
    data: await listPaymentMethodsForOperator(context),
  }));

  app.post('/payment-methods', async (request, reply) => {
    const body = parseInput(createPaymentMethodRequestSchema, request.body);
    const answer = await createPaymentMethod(context, body, {
      operator: operatorOf(request),
      ip: request.ip,
    });
    return reply.code(201).send(answer);
  });

  app.post('/payment-methods/:method_id', async (request) => {
    const params = parseInput(paymentMethodParamsSchema, request.params);
    const body = parseInput(updatePaymentMethodRequestSchema, request.body);
    return updatePaymentMethod(context, params.method_id, body, {
      operator: operatorOf(request),
      ip: request.ip,
    });
  });

  app.post('/payment-methods/:method_id/numbers', async (request, reply) => {
    const params = parseInput(paymentMethodParamsSchema, request.params);
    const body = parseInput(createWalletNumberRequestSchema, request.body);
    const answer = await createWalletNumber(context, params.method_id, body, {
      operator: operatorOf(request),
      ip: request.ip,
    });
    return reply.code(201).send(answer);
  });

  app.post('/payment-methods/:method_id/numbers/:number_id', async (request) => {
    const params = parseInput(walletNumberParamsSchema, request.params);
    const body = parseInput(updateWalletNumberRequestSchema, request.body);
    return updateWalletNumber(context, params.method_id, params.number_id, body, {
      operator: operatorOf(request),
      ip: request.ip,
    });
  });
  return Promise.resolve();
}
