/**
 * Password recovery: a 6-digit one-time code sent by e-mail or SMS, valid 5 minutes, 5 wrong tries,
 * one use. The answer to a request is the same whether or not the account exists, so the call
 * cannot be used to discover who plays here.
 */
import { minutesMessage, recoveryServerMessages, throttleMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import {
  checkOneTimeCode,
  issueOneTimeCode,
  ONE_TIME_CODE_TTL_SECONDS,
  ONE_TIME_CODE_WRONG_ATTEMPTS_MAX,
  spendOneTimeCode,
} from '../../platform/one-time-codes/one-time-codes.js';
import {
  findActiveUserId,
  findRecoveryTarget,
  replacePassword,
  usernameKeyOf,
} from '../auth/service.js';
import { findOpenCode, replaceOpenCodes } from './queries.js';

export const OTP_TTL_SECONDS = ONE_TIME_CODE_TTL_SECONDS;
export const OTP_WRONG_ATTEMPTS_MAX = ONE_TIME_CODE_WRONG_ATTEMPTS_MAX;
/** Per username and window; resets allow more than one code's own tries so the code burns first. */
const ATTEMPTS_PER_USERNAME = { request: 5, reset: 10 } as const;

async function throttle(
  context: AppContext,
  ip: string,
  usernameKey: string,
  action: keyof typeof ATTEMPTS_PER_USERNAME,
): Promise<void> {
  const window = context.config.rateLimits.windowSeconds;
  const refuse = (retryAfterSeconds: number) =>
    new DomainError(
      'rate_limited',
      minutesMessage(
        throttleMessages.recoveryMinute,
        throttleMessages.recoveryMinutes,
        Math.ceil(retryAfterSeconds / 60),
      ),
      {
        headers: { 'retry-after': String(retryAfterSeconds) },
      },
    );
  // The IP is checked first, so a refused client never gets to create per-username counters.
  const byIp = await context.rateLimiter.hit(`recovery:${action}:ip:${ip}`, window);
  if (byIp.count > context.config.rateLimits.recoveryPerIp) throw refuse(byIp.retryAfterSeconds);
  const byUser = await context.rateLimiter.hit(`recovery:${action}:user:${usernameKey}`, window);
  if (byUser.count > ATTEMPTS_PER_USERNAME[action]) throw refuse(byUser.retryAfterSeconds);
}

export type RecoveryRequest =
  | { type: 'email'; username: string; email: string }
  | { type: 'sms'; username: string; phone: string };

export async function requestPasswordReset(
  context: AppContext,
  request: RecoveryRequest,
  ip: string,
): Promise<{ success: true; message: string }> {
  await throttle(context, ip, usernameKeyOf(request.username), 'request');
  const target = await findRecoveryTarget(
    context,
    request.type === 'email'
      ? { username: request.username, email: request.email }
      : { username: request.username, phone: request.phone },
  );
  if (target) {
    const { text: code, stored } = issueOneTimeCode(target.userId);
    await context.db
      .transaction()
      .execute((trx) => replaceOpenCodes(trx, { ...stored, channel: request.type }));
    const text = `Your Khela password reset code is ${code}. It expires in 5 minutes. Never share it with anyone.`;
    if (request.type === 'email') {
      await context.notifier.sendEmail({
        to: target.email,
        subject: 'Your password reset code',
        text,
      });
    } else {
      await context.notifier.sendSms({ to: target.phone, text });
    }
  }
  return { success: true, message: recoveryServerMessages.requestAccepted };
}

export async function resetPassword(
  context: AppContext,
  request: { username: string; otp: string; password: string },
  ip: string,
): Promise<{ success: true; message: string }> {
  const usernameKey = usernameKeyOf(request.username);
  await throttle(context, ip, usernameKey, 'reset');
  const refuse = () => validationError({ otp: [recoveryServerMessages.codeInvalid] });
  const userId = await findActiveUserId(context, request.username);
  if (userId === undefined) throw refuse();
  const target = { userId };
  const now = isoNow();
  const codeId = await checkOneTimeCode(context.db, 'password_reset_codes', {
    open: await findOpenCode(context.db, target.userId, now, OTP_WRONG_ATTEMPTS_MAX),
    userId: target.userId,
    code: request.otp,
    now,
  });
  if (codeId === undefined) throw refuse();
  const { passwords } = context;
  await context.db.transaction().execute(async (trx) => {
    if (!(await spendOneTimeCode(trx, 'password_reset_codes', codeId, now))) throw refuse();
    await replacePassword(trx, passwords, target.userId, request.password);
  });
  return { success: true, message: recoveryServerMessages.resetDone };
}
