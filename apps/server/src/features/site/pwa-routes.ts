/** The manifest and service worker live at the site root, where browsers look for them. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { webManifest, serviceWorkerSource } from './pwa.js';
import { getSiteSettings } from './service.js';

export function pwaRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const manifest = webManifest(await getSiteSettings(context));
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(manifest));
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
