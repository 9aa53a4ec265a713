/**
 * The operator's promotions under /admin-api (owner, content): list, create, edit, switch on or
 * off, and the banner upload, whose body is the image itself (as the deposit receipt's is).
 */
import type { FastifyInstance } from 'fastify';
import {
  PROMOTION_IMAGE_BYTES_MAX,
  promotionAdminMessages,
  promotionAdminParamsSchema,
  promotionInputSchema,
  promotionStatusInputSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import {
  createPromotion,
  editPromotion,
  listPromotionsForOperator,
  setPromotionStatus,
  storePromotionImage,
} from './admin-service.js';

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

export async function promotionAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);
  const metaOf = (request: Parameters<typeof operatorOf>[0]) => ({
    operator: operatorOf(request),
    ip: request.ip,
  });

  app.get('/promotions', async () => listPromotionsForOperator(context));

  app.post('/promotions', async (request) =>
    createPromotion(context, parseInput(promotionInputSchema, request.body), metaOf(request)),
  );

  app.put('/promotions/:id', async (request) => {
    const { id } = parseInput(promotionAdminParamsSchema, request.params);
    return editPromotion(
      context,
      id,
      parseInput(promotionInputSchema, request.body),
      metaOf(request),
    );
  });

  app.post('/promotions/:id/status', async (request) => {
    const { id } = parseInput(promotionAdminParamsSchema, request.params);
    const { status } = parseInput(promotionStatusInputSchema, request.body);
    return setPromotionStatus(context, id, status, metaOf(request));
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      imageTypes,
      { parseAs: 'buffer', bodyLimit: PROMOTION_IMAGE_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    upload.post(
      '/promotions/:id/image',
      { bodyLimit: PROMOTION_IMAGE_BYTES_MAX },
      async (request) => {
        const { id } = parseInput(promotionAdminParamsSchema, request.params);
        if (!Buffer.isBuffer(request.body)) {
          throw validationError({ image: [promotionAdminMessages.imageType] });
        }
        return storePromotionImage(context, id, request.body, metaOf(request));
      },
    );
  });
}
