/**
 * Content and settings under /admin-api/site for owner and content (docs/decisions.md, Operator
 * roles): settings, image upload, sliders and notices. Deleting is a POST like every other
 * operator change, so the console's client stays one shape.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createNoticeRequestSchema,
  createSliderRequestSchema,
  noticeParamsSchema,
  reorderSlidersRequestSchema,
  SITE_IMAGE_SIZE_BYTES_MAX,
  siteAdminMessages,
  sliderParamsSchema,
  updateNoticeRequestSchema,
  updateSiteSettingsRequestSchema,
  updateSliderRequestSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import {
  createNotice,
  createSlider,
  deleteNotice,
  deleteSlider,
  noticesForOperator,
  reorderSliders,
  siteSettingsForOperator,
  slidersForOperator,
  updateNotice,
  updateSiteSettings,
  updateSlider,
} from './site-admin.js';
import { storeSiteImage } from './site-images.js';

/** Claimed types let in only to be checked by their bytes; SVG and GIF get the clear refusal. */
const uploadTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
  'application/octet-stream',
];

function metaOf(request: FastifyRequest) {
  return { operator: operatorOf(request), ip: request.ip };
}

export async function siteAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);

  app.get('/site/settings', () => siteSettingsForOperator(context));
  app.post('/site/settings', async (request) =>
    updateSiteSettings(
      context,
      parseInput(updateSiteSettingsRequestSchema, request.body),
      metaOf(request),
    ),
  );

  app.get('/site/sliders', () => slidersForOperator(context));
  app.post('/site/sliders', async (request) =>
    createSlider(context, parseInput(createSliderRequestSchema, request.body), metaOf(request)),
  );
  app.post('/site/sliders/reorder', async (request) =>
    reorderSliders(context, parseInput(reorderSlidersRequestSchema, request.body), metaOf(request)),
  );
  app.post('/site/sliders/:id', async (request) => {
    const { id } = parseInput(sliderParamsSchema, request.params);
    const body = parseInput(updateSliderRequestSchema, request.body);
    return updateSlider(context, id, body, metaOf(request));
  });
  app.post('/site/sliders/:id/delete', async (request) => {
    const { id } = parseInput(sliderParamsSchema, request.params);
    return deleteSlider(context, id, metaOf(request));
  });

  app.get('/site/notices', () => noticesForOperator(context));
  app.post('/site/notices', async (request) =>
    createNotice(context, parseInput(createNoticeRequestSchema, request.body), metaOf(request)),
  );
  app.post('/site/notices/:id', async (request) => {
    const { id } = parseInput(noticeParamsSchema, request.params);
    const body = parseInput(updateNoticeRequestSchema, request.body);
    return updateNotice(context, id, body, metaOf(request));
  });
  app.post('/site/notices/:id/delete', async (request) => {
    const { id } = parseInput(noticeParamsSchema, request.params);
    return deleteNotice(context, id, metaOf(request));
  });

  // The body is the file itself, as for deposit receipts.
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      uploadTypes,
      { parseAs: 'buffer', bodyLimit: SITE_IMAGE_SIZE_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    upload.post('/site/images', { bodyLimit: SITE_IMAGE_SIZE_BYTES_MAX }, async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw validationError({ image: [siteAdminMessages.imageWrongType] });
      }
      return storeSiteImage(context, request.body);
    });
  });
}
