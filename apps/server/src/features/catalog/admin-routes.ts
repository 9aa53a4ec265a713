/**
 * The catalogue's operator calls under /admin-api/catalogue (owner, content): categories,
 * providers and games, their switches, names, positions and game thumbnails. The casino's
 * aggregator credentials stay at /admin-api/casino/providers (owner only).
 */
import type { FastifyInstance } from 'fastify';
import {
  catalogueAdminCalls,
  catalogueIdParamsSchema,
  catalogueMessages,
  THUMBNAIL_SIZE_BYTES_MAX,
  thumbnailContentTypes,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
import {
  requireAdminGame,
  reorderCatalogueCategories,
  reorderCatalogueGames,
  reorderCatalogueProviders,
  setCatalogueGameImage,
  updateCatalogueCategory,
  updateCatalogueGame,
  updateCatalogueProvider,
} from './admin-actions.js';
import {
  listCatalogueCategories,
  listCatalogueGames,
  listCatalogueProviders,
} from './admin-views.js';
import { houseGgr } from './house-ggr.js';
import { storeThumbnail } from './thumbnails.js';

export async function catalogueAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(
    async (catalogue) => {
      requireOperator(catalogue, context.db, ['owner', 'content']);

      registerCall(catalogue, catalogueAdminCalls.games, async ({ query }) =>
        listCatalogueGames(context, query),
      );

      registerCall(catalogue, catalogueAdminCalls.updateGame, async ({ params, body }, request) =>
        updateCatalogueGame(context, params.id, body, auditMetaOf(request)),
      );

      registerCall(catalogue, catalogueAdminCalls.orderGames, async ({ body }, request) =>
        reorderCatalogueGames(context, body, auditMetaOf(request)),
      );

      registerCall(catalogue, catalogueAdminCalls.houseGgr, async ({ query }) =>
        houseGgr(context, query.days),
      );
      registerCall(catalogue, catalogueAdminCalls.providers, async () =>
        listCatalogueProviders(context),
      );

      registerCall(
        catalogue,
        catalogueAdminCalls.updateProvider,
        async ({ params, body }, request) =>
          updateCatalogueProvider(context, params.id, body, auditMetaOf(request)),
      );

      registerCall(catalogue, catalogueAdminCalls.orderProviders, async ({ body }, request) =>
        reorderCatalogueProviders(context, body, auditMetaOf(request)),
      );

      registerCall(catalogue, catalogueAdminCalls.categories, async () =>
        listCatalogueCategories(context),
      );

      registerCall(
        catalogue,
        catalogueAdminCalls.updateCategory,
        async ({ params, body }, request) =>
          updateCatalogueCategory(context, params.code, body, auditMetaOf(request)),
      );

      registerCall(catalogue, catalogueAdminCalls.orderCategories, async ({ body }, request) =>
        reorderCatalogueCategories(context, body, auditMetaOf(request)),
      );

      // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
      await catalogue.register(async (upload) => {
        upload.addContentTypeParser(
          [...thumbnailContentTypes, 'application/octet-stream'],
          { parseAs: 'buffer', bodyLimit: THUMBNAIL_SIZE_BYTES_MAX },
          (_request, body, done) => done(null, body),
        );
        upload.put(
          '/games/:id/thumbnail',
          { bodyLimit: THUMBNAIL_SIZE_BYTES_MAX },
          async (request) => {
            const { id } = parseInput(catalogueIdParamsSchema, request.params);
            if (!Buffer.isBuffer(request.body)) {
              throw new DomainError('validation_failed', catalogueMessages.thumbnailWrongType);
            }
            // Refused before the file is written, so an unknown game leaves nothing behind.
            await requireAdminGame(context, id);
            const image = await storeThumbnail(context, request.body);
            return setCatalogueGameImage(context, id, image, auditMetaOf(request));
          },
        );
      });
    },
    { prefix: '/catalogue' },
  );
}
