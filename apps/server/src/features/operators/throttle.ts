/**
 * Operator login limits, per client IP and per username, counted apart from player logins so a
 * flood at the player login cannot lock the staff out (and the reverse). The limits themselves are
 * the player login's (RATE_LIMIT_LOGIN_*).
 */
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';

export const operatorThrottleMessage = (minutes: number): string =>
  `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

function tooMany(retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new DomainError('rate_limited', operatorThrottleMessage(Math.ceil(seconds / 60)), {
    headers: { 'retry-after': String(seconds) },
  });
}

export async function throttleOperatorLogin(
  context: AppContext,
  ip: string,
  usernameKey: string,
): Promise<void> {
  await throttleOperatorLoginByIp(context, ip);
  await throttleOperatorLoginByUsername(context, usernameKey);
}

/** Alone for a 2-step code whose challenge names nobody (an expired or made-up one). */
export async function throttleOperatorLoginByIp(context: AppContext, ip: string): Promise<void> {
  const { rateLimiter, config } = context;
  const byIp = await rateLimiter.hit(`operator-login:ip:${ip}`, config.rateLimits.windowSeconds);
  if (byIp.count > config.rateLimits.loginPerIp) throw tooMany(byIp.retryAfterSeconds);
}

/**
 * Counted before the password or code check so parallel guesses cannot all slip under the limit;
 * only a complete sign-in clears it, so a known password does not buy fresh code guesses.
 */
async function throttleOperatorLoginByUsername(
  context: AppContext,
  usernameKey: string,
): Promise<void> {
  const { rateLimiter, config } = context;
  const window = config.rateLimits.windowSeconds;
  const byUsername = await rateLimiter.hit(`operator-login:user:${usernameKey}`, window);
  if (byUsername.count > config.rateLimits.loginFailuresPerUsername) {
    throw tooMany(byUsername.retryAfterSeconds);
  }
}

export async function clearOperatorLoginFailures(
  context: AppContext,
  usernameKey: string,
): Promise<void> {
  await context.rateLimiter.reset(`operator-login:user:${usernameKey}`);
}
