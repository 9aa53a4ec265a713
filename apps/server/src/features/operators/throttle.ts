/**
 * Operator login limits, counted apart from player logins so a flood at the player login cannot
 * touch the staff (and the reverse). The numbers are the player login's (RATE_LIMIT_LOGIN_*).
 * Only the caller's own address is refused outright; failures for a username from anywhere put it
 * under guard (see sign-in.ts), which asks for the 2-step code rather than locking the owner out.
 */
import { minutesMessage, throttleMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';

/** The players' login throttle text: the same words, so the same code. */
const operatorThrottleMessage = (minutes: number): string =>
  minutesMessage(throttleMessages.loginMinute, throttleMessages.loginMinutes, minutes);

export function operatorTooMany(retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new DomainError('rate_limited', operatorThrottleMessage(Math.ceil(seconds / 60)), {
    headers: { 'retry-after': String(seconds) },
  });
}

const usernameCounter = (usernameKey: string) => `operator-login:user:${usernameKey}`;
const codeCounter = (usernameKey: string) => `operator-login:code:${usernameKey}`;
const decoyKey = (challengeHash: string) => `operator-login:decoy:${challengeHash}`;

/** Every password or code attempt from one address. */
export async function throttleOperatorLoginByIp(context: AppContext, ip: string): Promise<void> {
  const { rateLimiter, config } = context;
  const byIp = await rateLimiter.hit(`operator-login:ip:${ip}`, config.rateLimits.windowSeconds);
  if (byIp.count > config.rateLimits.loginPerIp) throw operatorTooMany(byIp.retryAfterSeconds);
}

/**
 * Counts a password attempt for the username from any address, before the password is checked so
 * parallel guesses cannot slip under the threshold. `guarded` when earlier attempts in the window
 * already reached it; only a complete sign-in clears the count.
 */
export async function countOperatorPasswordAttempt(
  context: AppContext,
  usernameKey: string,
): Promise<{ guarded: boolean; retryAfterSeconds: number }> {
  const { rateLimiter, config } = context;
  const hit = await rateLimiter.hit(usernameCounter(usernameKey), config.rateLimits.windowSeconds);
  return {
    guarded: hit.count - 1 >= config.rateLimits.loginFailuresPerUsername,
    retryAfterSeconds: hit.retryAfterSeconds,
  };
}

/**
 * Wrong 2-step codes for one operator, from any address. Only a real challenge gets here, and only
 * the right password makes one, so whoever is stopped by this limit knows the password.
 */
export async function throttleOperatorCode(
  context: AppContext,
  usernameKey: string,
): Promise<void> {
  const { rateLimiter, config } = context;
  const hit = await rateLimiter.hit(codeCounter(usernameKey), config.rateLimits.windowSeconds);
  if (hit.count > config.rateLimits.loginFailuresPerUsername)
    throw operatorTooMany(hit.retryAfterSeconds);
}

export async function clearOperatorLoginFailures(
  context: AppContext,
  usernameKey: string,
): Promise<void> {
  await context.rateLimiter.reset(usernameCounter(usernameKey));
  await context.rateLimiter.reset(codeCounter(usernameKey));
}

/**
 * A decoy challenge lives as long as a real one, in the shared counters so every instance knows
 * it; the code step answers it exactly as it answers a wrong code.
 */
export async function rememberDecoyChallenge(
  context: AppContext,
  challengeHash: string,
  ttlSeconds: number,
): Promise<void> {
  await context.rateLimiter.hit(decoyKey(challengeHash), ttlSeconds);
}

export async function isDecoyChallenge(
  context: AppContext,
  challengeHash: string,
): Promise<boolean> {
  return (await context.rateLimiter.peek(decoyKey(challengeHash))).count > 0;
}
