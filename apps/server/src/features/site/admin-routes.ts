/**
 * Content and settings under /admin-api/site for owner and content (docs/decisions.md, Operator
 * roles): settings, image upload, sliders and notices. Deleting is a POST like every other
 * operator change, so the console's client stays one shape.
 */
import type { FastifyInstance } from 'fastify';
import {
  ANDROID_APP_SIZE_BYTES_MAX,
  SITE_IMAGE_SIZE_BYTES_MAX,
  siteAdminCalls,
  siteAdminMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { registerCall } from '../../platform/http/register-call.js';
import { auditMetaOf, requireOperator } from '../operators/service.js';
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
import { androidAppForOperator, publishAndroidApp, removeAndroidApp } from './android-app.js';
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

export async function siteAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'content']);

  registerCall(app, siteAdminCalls.settings, () => siteSettingsForOperator(context));
  registerCall(app, siteAdminCalls.saveSettings, async ({ body }, request) =>
    updateSiteSettings(context, body, auditMetaOf(request)),
  );

  registerCall(app, siteAdminCalls.sliders, () => slidersForOperator(context));
  registerCall(app, siteAdminCalls.createSlider, async ({ body }, request) =>
    createSlider(context, body, auditMetaOf(request)),
  );
  registerCall(app, siteAdminCalls.reorderSliders, async ({ body }, request) =>
    reorderSliders(context, body, auditMetaOf(request)),
  );
  registerCall(app, siteAdminCalls.updateSlider, async ({ params, body }, request) =>
    updateSlider(context, params.id, body, auditMetaOf(request)),
  );
  registerCall(app, siteAdminCalls.deleteSlider, async ({ params }, request) =>
    deleteSlider(context, params.id, auditMetaOf(request)),
  );

  registerCall(app, siteAdminCalls.notices, () => noticesForOperator(context));
  registerCall(app, siteAdminCalls.createNotice, async ({ body }, request) =>
    createNotice(context, body, auditMetaOf(request)),
  );
  registerCall(app, siteAdminCalls.updateNotice, async ({ params, body }, request) =>
    updateNotice(context, params.id, body, auditMetaOf(request)),
  );
  registerCall(app, siteAdminCalls.deleteNotice, async ({ params }, request) =>
    deleteNotice(context, params.id, auditMetaOf(request)),
  );

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

  registerCall(app, siteAdminCalls.androidApp, () => androidAppForOperator(context));
  registerCall(app, siteAdminCalls.removeAndroidApp, async (_input, request) =>
    removeAndroidApp(context, auditMetaOf(request)),
  );
  // The Android build, as the image: the body is the file itself, checked by its bytes.
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      ['application/vnd.android.package-archive', 'application/zip', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: ANDROID_APP_SIZE_BYTES_MAX },
      (_request, body, done) => done(null, body),
    );
    upload.post('/site/android-app', { bodyLimit: ANDROID_APP_SIZE_BYTES_MAX }, async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw validationError({ app: [siteAdminMessages.androidAppWrongType] });
      }
      return publishAndroidApp(context, request.body, auditMetaOf(request));
    });
  });
}
