/**
 * Solves a captcha the way only someone holding the database can: the stored hash of the answer
 * against every 4-digit candidate. The picture itself is not read (it is made so that a script
 * cannot), and the server has no test backdoor.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/app-context.js';
import { CAPTCHA_COOKIE, CAPTCHA_DIGITS, hashAnswer } from '../features/captcha/service.js';

export async function captchaAnswerOf(context: AppContext, id: string): Promise<string> {
  const row = await context.db
    .selectFrom('captcha_challenges')
    .select('answer_hash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  for (let candidate = 0; candidate < 10 ** CAPTCHA_DIGITS; candidate += 1) {
    const answer = String(candidate).padStart(CAPTCHA_DIGITS, '0');
    if (hashAnswer(id, answer) === row.answer_hash) return answer;
  }
  throw new Error(`captcha ${id} has no 4-digit answer`);
}

export interface SolvedCaptcha {
  /** `khela_captcha=<id>`, for a Cookie header. */
  cookie: string;
  answer: string;
  svg: string;
}

/** Fetches a picture as a browser at `remoteAddress` would, and its answer. */
export async function solvedCaptcha(
  harness: { app: FastifyInstance; context: AppContext },
  remoteAddress = '127.0.0.1',
): Promise<SolvedCaptcha> {
  const response = await harness.app.inject({ url: '/captcha', remoteAddress });
  if (response.statusCode !== 200) throw new Error(`GET /captcha: ${response.statusCode}`);
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  const id = cookie.slice(`${CAPTCHA_COOKIE}=`.length);
  return { cookie, answer: await captchaAnswerOf(harness.context, id), svg: response.body };
}
