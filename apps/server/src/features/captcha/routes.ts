/** GET /captcha: a fresh image, bound to this browser by an HttpOnly cookie. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, issueCaptcha } from './service.js';

export function captchaRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/captcha', async (_request, reply) => {
    const { id, svg } = await issueCaptcha(context);
    const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
    return reply
      .header(
        'set-cookie',
        `${CAPTCHA_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CAPTCHA_TTL_SECONDS}${secure}`,
      )
      .header('cache-control', 'no-store')
      .type('image/svg+xml')
      .send(svg);
  });
  return Promise.resolve();
}
