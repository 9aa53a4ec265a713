/** GET /captcha: a fresh image, bound to this browser by an HttpOnly cookie. */
import { throttleMessages } from '@khela/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, issueCaptcha } from './service.js';

const CAPTCHA_WINDOW_SECONDS = 10 * 60;
const CAPTCHA_IMAGES_PER_WINDOW = 60;
const captchaTooManyMessage = throttleMessages.captchaTooMany;

export function captchaRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get('/captcha', async (request, reply) => {
    // Each image writes a row; a client fetching them in a loop is refused, not served.
    const hits = await context.rateLimiter.hit(`captcha:ip:${request.ip}`, CAPTCHA_WINDOW_SECONDS);
    if (hits.count > CAPTCHA_IMAGES_PER_WINDOW) {
      throw new DomainError('rate_limited', captchaTooManyMessage, {
        headers: { 'retry-after': String(hits.retryAfterSeconds) },
      });
    }
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
