/** HTTP for payment methods: the public list and a provider's channels. */
import type { FastifyInstance } from 'fastify';
import { showPaymentMethodRequestSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { requireSession } from '../../platform/auth/require-player.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { listChannels, listPaymentMethods } from './service.js';

export async function paymentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // The footer shows these logos to visitors too.
  app.get('/payment-methods', () => listPaymentMethods(context));

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    player.get('/showpayment-menthod', async (request) => {
      const query = parseInput(showPaymentMethodRequestSchema, request.query);
      return { success: true, data: await listChannels(context, query.name) };
    });
  });
}
