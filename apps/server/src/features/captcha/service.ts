/** Captcha challenges: issue one per image request, check an answer once. */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from '../../platform/app-context.js';
import { isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import { captchaSvg } from './image.js';
import { deleteExpiredChallenges, insertChallenge, useChallenge } from './queries.js';

export const CAPTCHA_DIGITS = 4;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_COOKIE = 'khela_captcha';

/** Exported for the tests' reader, which needs the database row and these 10,000 candidates. */
export function hashAnswer(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer}`).digest('hex');
}

export async function issueCaptcha(context: AppContext): Promise<{ id: string; svg: string }> {
  const id = randomBytes(18).toString('base64url');
  const answer = String(randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
  const now = isoNow();
  await insertChallenge(context.db, {
    id,
    answerHash: hashAnswer(id, answer),
    expiresAt: isoAfterSeconds(CAPTCHA_TTL_SECONDS),
    now,
  });
  // Expired challenges are of no use to anyone; clearing them here keeps the table small.
  await deleteExpiredChallenges(context.db, now);
  return { id, svg: captchaSvg(answer) };
}

/** True when the answer matches a live challenge; the challenge is used up either way. */
export async function consumeCaptcha(
  context: AppContext,
  id: string | undefined,
  answer: string,
): Promise<boolean> {
  if (!id) return false;
  const now = isoNow();
  const answerHash = await useChallenge(context.db, id, now);
  return answerHash !== undefined && answerHash === hashAnswer(id, answer.trim());
}

/** The challenge id from a Cookie header, if the browser carries one. */
export function captchaIdFromCookieHeader(cookieHeader: string | undefined): string | undefined {
  for (const cookie of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = cookie.trim().split('=');
    // Ids are base64url; anything else (bad escapes, NUL bytes) is simply not a challenge.
    const id = value.join('=');
    if (name === CAPTCHA_COOKIE) return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
  }
  return undefined;
}
