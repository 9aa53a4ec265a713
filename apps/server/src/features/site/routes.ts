/**
 * HTTP for public site data. `no-cache`: a browser may keep a copy but asks again on every load, so
 * an operator's change (maintenance above all) reaches the player's next load, not 30 s later.
 */
import type { FastifyInstance } from 'fastify';
import { siteCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import { getGeneral, getLogo, getSliders, getSocialLinks } from './service.js';

const REVALIDATE = 'no-cache';

export function siteRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) void reply.header('cache-control', REVALIDATE);
  });
  registerCall(app, siteCalls.logo, () => getLogo(context));
  registerCall(app, siteCalls.general, () => getGeneral(context));
  registerCall(app, siteCalls.socialLinks, async () => ({ data: await getSocialLinks(context) }));
  registerCall(app, siteCalls.sliders, async () => ({ data: await getSliders(context) }));
  return Promise.resolve();
}
