/**
 * Login and signup limits, per client IP and per username. Failed logins count against the
 * username (a player's own successes never lock them out); every attempt counts against the IP.
 */
import { DomainError } from '../../platform/errors/domain-error.js';
import type { AppContext } from '../../platform/app-context.js';

export const throttleMessages = {
  login: (minutes: number) =>
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signup: (minutes: number) =>
    `Too many sign-up attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

const SIGNUP_ATTEMPTS_PER_USERNAME = 5;

function tooMany(message: (minutes: number) => string, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new DomainError('rate_limited', message(Math.ceil(seconds / 60)), {
    headers: { 'retry-after': String(seconds) },
  });
}

export async function throttleLoginAttempt(
  context: AppContext,
  ip: string,
  usernameKey: string,
): Promise<void> {
  const { rateLimiter, config } = context;
  const window = config.rateLimits.windowSeconds;
  const byIp = await rateLimiter.hit(`login:ip:${ip}`, window);
  if (byIp.count > config.rateLimits.loginPerIp)
    throw tooMany(throttleMessages.login, byIp.retryAfterSeconds);
  // Counted before the password is checked, so parallel guesses cannot all slip under the limit;
  // a successful login clears the count again.
  const byUsername = await rateLimiter.hit(`login:user:${usernameKey}`, window);
  if (byUsername.count > config.rateLimits.loginFailuresPerUsername) {
    throw tooMany(throttleMessages.login, byUsername.retryAfterSeconds);
  }
}

export async function clearLoginFailures(context: AppContext, usernameKey: string): Promise<void> {
  await context.rateLimiter.reset(`login:user:${usernameKey}`);
}

export async function throttleSignupAttempt(
  context: AppContext,
  ip: string,
  usernameKey: string,
): Promise<void> {
  const { rateLimiter, config } = context;
  const window = config.rateLimits.windowSeconds;
  const byIp = await rateLimiter.hit(`signup:ip:${ip}`, window);
  if (byIp.count > config.rateLimits.signupPerIp)
    throw tooMany(throttleMessages.signup, byIp.retryAfterSeconds);
  const byUsername = await rateLimiter.hit(`signup:user:${usernameKey}`, window);
  if (byUsername.count > SIGNUP_ATTEMPTS_PER_USERNAME) {
    throw tooMany(throttleMessages.signup, byUsername.retryAfterSeconds);
  }
}
