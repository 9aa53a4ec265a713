/**
 * The catalogue's operator calls under /admin-api/catalogue (owner, content): categories,
 * providers and games, their switches, names, positions and game thumbnails. The casino's
 * aggregator credentials stay at /admin-api/casino/providers (owner only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  catalogueCategoryParamsSchema,
  catalogueGamesQuerySchema,
  catalogueIdParamsSchema,
  catalogueMessages,
  reorderByCodeSchema,
  reorderByIdSchema,
  THUMBNAIL_SIZE_BYTES_MAX,
  thumbnailContentTypes,
  updateCatalogueCategorySchema,
  updateCatalogueGameSchema,
  updateCatalogueProviderSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
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
import { storeThumbnail } from './thumbnails.js';

function metaOf(request: FastifyRequest) {
  return { operator: operatorOf(request), ip: request.ip };
}

export async function catalogueAdminRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(
    async (catalogue) => {
      requireOperator(catalogue, context.db, ['owner', 'content']);

      catalogue.get('/games', async (request) =>
        listCatalogueGames(context, parseInput(catalogueGamesQuerySchema, request.query)),
      );

      catalogue.patch('/games/:id', async (request) => {
        const { id } = parseInput(catalogueIdParamsSchema, request.params);
        const change = parseInput(updateCatalogueGameSchema, request.body);
        return updateCatalogueGame(context, id, change, metaOf(request));
      });

      catalogue.post('/games/order', async (request) =>
        reorderCatalogueGames(
          context,
          parseInput(reorderByIdSchema, request.body),
          metaOf(request),
        ),
      );

      catalogue.get('/providers', async () => listCatalogueProviders(context));

      catalogue.patch('/providers/:id', async (request) => {
        const { id } = parseInput(catalogueIdParamsSchema, request.params);
        const change = parseInput(updateCatalogueProviderSchema, request.body);
        return updateCatalogueProvider(context, id, change, metaOf(request));
      });

      catalogue.post('/providers/order', async (request) =>
        reorderCatalogueProviders(
          context,
          parseInput(reorderByIdSchema, request.body),
          metaOf(request),
        ),
      );

      catalogue.get('/categories', async () => listCatalogueCategories(context));

      catalogue.patch('/categories/:code', async (request) => {
        const { code } = parseInput(catalogueCategoryParamsSchema, request.params);
        const change = parseInput(updateCatalogueCategorySchema, request.body);
        return updateCatalogueCategory(context, code, change, metaOf(request));
      });

      catalogue.post('/categories/order', async (request) =>
        reorderCatalogueCategories(
          context,
          parseInput(reorderByCodeSchema, request.body),
          metaOf(request),
        ),
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
            return setCatalogueGameImage(context, id, image, metaOf(request));
          },
        );
      });
    },
    { prefix: '/catalogue' },
  );
}
