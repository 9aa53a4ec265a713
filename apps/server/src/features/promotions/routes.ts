/** HTTP for promotions: the list (the bearer is optional) and one promotion. */
import type { FastifyInstance } from 'fastify';
import { promotionParamsSchema } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { getPromotion, listPromotions } from './service.js';

export function promotionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/promotion', async () => ({ data: await listPromotions(context) }));
  app.get('/promotions/:id', async (request) => {
    const params = parseInput(promotionParamsSchema, request.params);
    return { data: await getPromotion(context, params.id) };
  });
  return Promise.resolve();
}
