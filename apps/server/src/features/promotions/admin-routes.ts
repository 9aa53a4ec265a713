/**
 * The operator's promotions under /admin-api (owner, content): list, create, edit, switch on or
 * off, and the banner upload, whose body is the image itself (as the deposit receipt's is).
 */
import type { FastifyInstance } from 'fastify';
import {
  PROMOTION_IMAGE_BYTES_MAX,
  promotionAdminCalls,
  promotionAdminMessages,
  promotionAdminParamsSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
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

  registerCall(app, promotionAdminCalls.list, async () => listPromotionsForOperator(context));

  registerCall(app, promotionAdminCalls.create, async ({ body }, request) =>
    createPromotion(context, body, auditMetaOf(request)),
  );

  registerCall(app, promotionAdminCalls.edit, async ({ params, body }, request) =>
    editPromotion(context, params.id, body, auditMetaOf(request)),
  );

  registerCall(app, promotionAdminCalls.setStatus, async ({ params, body }, request) =>
    setPromotionStatus(context, params.id, body.status, auditMetaOf(request)),
  );

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
        return storePromotionImage(context, id, request.body, auditMetaOf(request));
      },
    );
  });
}
