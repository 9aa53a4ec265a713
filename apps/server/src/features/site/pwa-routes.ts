/** The manifest and service worker live at the site root, where browsers look for them. */
import { siteMessages } from '@khela/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { webManifest, serviceWorkerSource } from './pwa.js';
import { androidApp, getSiteSettings } from './service.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import fs from 'node:fs';

export function pwaRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const manifest = webManifest(await getSiteSettings(context));
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
  });
  app.get('/download/:file', async (request, reply) => {
    const app = androidApp(context, await getSiteSettings(context));
    const { file } = request.params as { file: string };
    if (!app || file !== app.fileName) {
      throw new DomainError('not_found', siteMessages.androidAppUnavailable);
    }
    return reply
      .type('application/vnd.android.package-archive')
      .header('content-disposition', `attachment; filename="${app.fileName}"`)
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(app.filePath));
  });
  app.get('/sw.js', (_request, reply) =>
    reply
      .type('text/javascript')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(serviceWorkerSource),
  );
  return Promise.resolve();
}
