/**
 * Login and signup limits. Nothing a stranger sends can refuse the right password from another
 * address: failures count per (username, address) pair and per username across addresses, and
 * past either threshold a login needs a solved captcha, not a wait. Only the caller's own address
 * is ever refused outright (too many attempts of any kind from it).
 */
import { captchaMessages, minutesMessage, throttleMessages } from '@khela/contract';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { AppContext } from '../../platform/app-context.js';
import { consumeCaptcha } from '../captcha/service.js';

const throttledTexts = {
  login: (minutes: number) =>
    minutesMessage(throttleMessages.loginMinute, throttleMessages.loginMinutes, minutes),
  signup: (minutes: number) =>
    minutesMessage(throttleMessages.signupMinute, throttleMessages.signupMinutes, minutes),
} as const;

const SIGNUP_ATTEMPTS_PER_USERNAME = 5;

/** What a request carries toward the captcha: the cookie's challenge id and the typed digits. */
export interface CaptchaProof {
  captchaId?: string | undefined;
  answer?: string | undefined;
}

function tooMany(message: (minutes: number) => string, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new DomainError('rate_limited', message(Math.ceil(seconds / 60)), {
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * A 422 the forms read as "show the picture": `captcha_required` in the body, the message under
 * the `captcha` field. A missing answer and a wrong one differ only in the message.
 */
function captchaNeeded(answer: string | undefined): DomainError {
  const message = answer?.trim() ? captchaMessages.wrong : captchaMessages.required;
  const base = validationError({ captcha: [message] });
  return new DomainError(base.code, base.message, {
    errors: { captcha: [message] },
    extra: { captcha_required: true },
  });
}

/** Spends the challenge either way, so one solved picture is worth one attempt. */
async function requireCaptcha(context: AppContext, proof: CaptchaProof): Promise<void> {
  const answer = proof.answer?.trim();
  if (!answer || !(await consumeCaptcha(context, proof.captchaId, answer))) {
    throw captchaNeeded(proof.answer);
  }
}

const pairKey = (usernameKey: string, ip: string) => `login:pair:${usernameKey}:${ip}`;
const usernameKeyOfCounter = (usernameKey: string) => `login:user:${usernameKey}`;

export async function throttleLoginAttempt(
  context: AppContext,
  ip: string,
  usernameKey: string,
  proof: CaptchaProof,
): Promise<void> {
  const { rateLimiter, config } = context;
  const window = config.rateLimits.windowSeconds;
  const byIp = await rateLimiter.hit(`login:ip:${ip}`, window);
  if (byIp.count > config.rateLimits.loginPerIp)
    throw tooMany(throttledTexts.login, byIp.retryAfterSeconds);
  // Counted before the password is checked, so parallel guesses cannot all slip under the
  // thresholds; the count before this attempt decides, and a successful login clears both.
  const byPair = await rateLimiter.hit(pairKey(usernameKey, ip), window);
  const byUsername = await rateLimiter.hit(usernameKeyOfCounter(usernameKey), window);
  const flagged =
    byPair.count - 1 >= config.rateLimits.loginFailuresPerAddress ||
    byUsername.count - 1 >= config.rateLimits.loginFailuresPerUsername;
  if (flagged) await requireCaptcha(context, proof);
}

export async function clearLoginFailures(
  context: AppContext,
  usernameKey: string,
  ip: string,
): Promise<void> {
  await context.rateLimiter.reset(pairKey(usernameKey, ip));
  await context.rateLimiter.reset(usernameKeyOfCounter(usernameKey));
}

/**
 * Every attempt counts against the address; past a few in the window a signup needs a solved
 * captcha, so a script on one address is stopped early while a person sharing an address (a
 * mobile operator's gateway) only types four digits.
 */
export async function throttleSignupAttempt(
  context: AppContext,
  ip: string,
  usernameKey: string,
  proof: CaptchaProof | 'captcha-checked',
): Promise<void> {
  const { rateLimiter, config } = context;
  const window = config.rateLimits.windowSeconds;
  const byIp = await rateLimiter.hit(`signup:ip:${ip}`, window);
  if (byIp.count > config.rateLimits.signupPerIp)
    throw tooMany(throttledTexts.signup, byIp.retryAfterSeconds);
  const byUsername = await rateLimiter.hit(`signup:user:${usernameKey}`, window);
  if (byUsername.count > SIGNUP_ATTEMPTS_PER_USERNAME) {
    throw tooMany(throttledTexts.signup, byUsername.retryAfterSeconds);
  }
  if (proof !== 'captcha-checked' && byIp.count > config.rateLimits.signupWithoutCaptchaPerIp) {
    await requireCaptcha(context, proof);
  }
}
