/**
 * POST /api/user-pwd (/reset-password): the current password must be right, then the
 * new one replaces it and every session of the player ends, this one included: the screen sends
 * the player to /login to sign in again with the new password.
 */
import { changePasswordMessages, type SuccessResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { currentPasswordMatches, replacePassword } from '../auth/service.js';

/** Tries with a wrong current password per player and window, counted before each check. */
export const PASSWORD_CHANGE_ATTEMPTS_MAX = 5;

export async function changePassword(
  context: AppContext,
  userId: number,
  request: { currentPassword: string; newPassword: string },
): Promise<SuccessResponse> {
  // Counted up front, so parallel guesses from a stolen session cannot all slip under the limit.
  const key = `password-change:user:${userId}`;
  const attempts = await context.rateLimiter.hit(key, context.config.rateLimits.windowSeconds);
  if (attempts.count > PASSWORD_CHANGE_ATTEMPTS_MAX) {
    throw new DomainError('rate_limited', changePasswordMessages.tooManyAttempts, {
      headers: { 'retry-after': String(attempts.retryAfterSeconds) },
    });
  }
  if (!(await currentPasswordMatches(context, userId, request.currentPassword))) {
    throw validationError({ old_password: [changePasswordMessages.currentIncorrect] });
  }
  await context.rateLimiter.reset(key);
  const { passwords } = context;
  await context.db
    .transaction()
    .execute((trx) => replacePassword(trx, passwords, userId, request.newPassword));
  return { success: true, message: changePasswordMessages.success };
}
