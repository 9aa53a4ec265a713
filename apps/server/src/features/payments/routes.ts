/** HTTP for payment methods: the public list and a provider's channels. */
import type { FastifyInstance } from 'fastify';
import { paymentMethodCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { listChannels, listPaymentMethods } from './service.js';

export async function paymentRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // The footer shows these logos to visitors too.
  registerCall(app, paymentMethodCalls.list, () => listPaymentMethods(context));

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (player) => {
    requireSession(player, context);
    registerCall(player, paymentMethodCalls.channels, async ({ query }) => ({
      success: true,
      data: await listChannels(context, query.name),
    }));
  });
}
