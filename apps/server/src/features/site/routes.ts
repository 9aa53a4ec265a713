/** HTTP for public site data. Cacheable for a short time: every visitor's first screen needs it. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { getGeneral, getLogo, getSliders, getSocialLinks } from './service.js';

const SHORT_CACHE = 'public, max-age=30';

export function siteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) void reply.header('cache-control', SHORT_CACHE);
  });
  app.get('/logo', () => getLogo(context));
  app.get('/general', () => getGeneral(context));
  app.get('/sociallink', async () => ({ data: await getSocialLinks(context) }));
  app.get('/sliders', async () => ({ data: await getSliders(context) }));
  return Promise.resolve();
}
