/** The operator's payment-method calls under /admin-api (owner, finance). */
import type { FastifyInstance } from 'fastify';
import { paymentAdminCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import {
  createPaymentMethod,
  createWalletNumber,
  listPaymentMethodsForOperator,
  updatePaymentMethod,
  updateWalletNumber,
} from './admin.js';

export function paymentAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'finance']);

  registerCall(app, paymentAdminCalls.methods, async () => ({
    data: await listPaymentMethodsForOperator(context),
  }));

  registerCall(app, paymentAdminCalls.createMethod, async ({ body }, request, reply) => {
    const answer = await createPaymentMethod(context, body, auditMetaOf(request));
    void reply.code(201);
    return answer;
  });

  registerCall(app, paymentAdminCalls.updateMethod, async ({ params, body }, request) =>
    updatePaymentMethod(context, params.method_id, body, auditMetaOf(request)),
  );

  registerCall(app, paymentAdminCalls.createNumber, async ({ params, body }, request, reply) => {
    const answer = await createWalletNumber(context, params.method_id, body, auditMetaOf(request));
    void reply.code(201);
    return answer;
  });

  registerCall(app, paymentAdminCalls.updateNumber, async ({ params, body }, request) =>
    updateWalletNumber(context, params.method_id, params.number_id, body, auditMetaOf(request)),
  );
  return Promise.resolve();
}
