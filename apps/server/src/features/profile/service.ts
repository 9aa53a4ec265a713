/**
 * The player's profile (/profile): verifying the e-mail, the primary phone and extra
 * phones with 6-digit codes, adding extra phones, and the birthday, which is set once. Codes go
 * out through the notifier (the sandbox outbox by default), one open code per purpose; sends are
 * limited per player and purpose, tries per code.
 */
import {
  accountMessages,
  birthdayRefusal,
  profileMessages,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_SENDS_PER_HOUR_MAX,
  type ExtraPhone,
  type ProfileUpdateResponse,
  type SendVerificationCodeRequest,
  type SuccessResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { ActiveSession } from '../../platform/auth/sessions.js';
import { dhakaToday, isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import {
  checkOneTimeCode,
  issueOneTimeCode,
  ONE_TIME_CODE_WRONG_ATTEMPTS_MAX,
  spendOneTimeCode,
} from '../../platform/one-time-codes/one-time-codes.js';
import {
  addExtraPhone,
  assertOwnRemoteId,
  findPlayerContacts,
  listExtraPhones,
  markContactVerified,
  setBirthdayOnce,
  type PlayerContacts,
} from '../auth/service.js';
import {
  findOpenVerificationCode,
  replaceOpenVerificationCodes,
  summariseSendsSince,
} from './queries.js';
import type { VerificationPurpose } from './tables.js';

const HOUR_SECONDS = 60 * 60;

function codeText(code: string): string {
  return `Your Khela verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`;
}

async function contactsOf(context: AppContext, userId: number): Promise<PlayerContacts> {
  const contacts = await findPlayerContacts(context.db, userId);
  if (!contacts) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  return contacts;
}

function secondsUntil(iso: string, afterSeconds: number): number {
  const waitMs = Date.parse(iso) + afterSeconds * 1000 - Date.now();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** One send a minute and five an hour, per player and purpose, counted from the codes table. */
async function throttleSends(
  context: AppContext,
  userId: number,
  purpose: VerificationPurpose,
): Promise<void> {
  const sends = await summariseSendsSince(
    context.db,
    userId,
    purpose,
    isoAfterSeconds(-HOUR_SECONDS),
  );
  const refuse = (message: string, retryAfterSeconds: number) =>
    new DomainError('rate_limited', message, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  if (sends.lastAt !== null && sends.lastAt > isoAfterSeconds(-VERIFICATION_CODE_RESEND_SECONDS)) {
    throw refuse(
      profileMessages.resendTooSoon,
      secondsUntil(sends.lastAt, VERIFICATION_CODE_RESEND_SECONDS),
    );
  }
  if (sends.count >= VERIFICATION_CODE_SENDS_PER_HOUR_MAX && sends.firstAt !== null) {
    throw refuse(profileMessages.sendsExhausted, secondsUntil(sends.firstAt, HOUR_SECONDS));
  }
}

/** Replaces the open code of this purpose with a new one and hands its text to `deliver`. */
async function issueCode(
  context: AppContext,
  code: { userId: number; purpose: VerificationPurpose; target: string },
  deliver: (text: string) => Promise<void>,
): Promise<SuccessResponse> {
  await throttleSends(context, code.userId, code.purpose);
  const { text: value, stored } = issueOneTimeCode(code.userId);
  await context.db
    .transaction()
    .execute((trx) => replaceOpenVerificationCodes(trx, { ...code, ...stored }));
  await deliver(codeText(value));
  return { success: true, message: profileMessages.codeSent };
}

/** POST /api/send-verification-code: to the account's own e-mail (preferred) or primary phone. */
export async function sendVerificationCode(
  context: AppContext,
  userId: number,
  request: SendVerificationCodeRequest,
): Promise<SuccessResponse> {
  const contacts = await contactsOf(context, userId);
  if (request.email !== undefined) {
    const emailKey = request.email.toLowerCase();
    if (emailKey !== contacts.email.toLowerCase()) {
      throw validationError({ email: [profileMessages.contactNotOnAccount] });
    }
    if (contacts.emailVerified) {
      throw validationError({ email: [profileMessages.emailAlreadyVerified] });
    }
    return issueCode(context, { userId, purpose: 'email', target: emailKey }, (text) =>
      context.notifier.sendEmail({ to: contacts.email, subject: 'Your verification code', text }),
    );
  }
  const phone = request.phone ?? '';
  if (phone !== contacts.phone) {
    throw validationError({ phone: [profileMessages.contactNotOnAccount] });
  }
  if (contacts.phoneVerified) {
    throw validationError({ phone: [profileMessages.phoneAlreadyVerified] });
  }
  return issueCode(context, { userId, purpose: 'phone', target: phone }, (text) =>
    context.notifier.sendSms({ to: phone, text }),
  );
}

/**
 * Checks a typed code against the open code of its purpose and, when right, spends it and marks
 * what it was sent to as verified, in one transaction. A wrong code costs one of five tries.
 */
async function verifyWithCode(
  context: AppContext,
  verification: {
    userId: number;
    purpose: VerificationPurpose;
    code: string;
    field: string;
    target?: string | undefined;
  },
): Promise<void> {
  const refuse = () => validationError({ [verification.field]: [profileMessages.codeRejected] });
  const now = isoNow();
  const open = await findOpenVerificationCode(context.db, {
    userId: verification.userId,
    purpose: verification.purpose,
    target: verification.target,
    now,
    attemptsMax: ONE_TIME_CODE_WRONG_ATTEMPTS_MAX,
  });
  const codeId = await checkOneTimeCode(context.db, 'verification_codes', {
    open,
    userId: verification.userId,
    code: verification.code,
    now,
  });
  if (codeId === undefined || !open) throw refuse();
  await context.db.transaction().execute(async (trx) => {
    if (!(await spendOneTimeCode(trx, 'verification_codes', codeId, now))) throw refuse();
    const marked = await markContactVerified(trx, verification.userId, {
      kind: verification.purpose,
      value: open.target,
    });
    if (!marked) throw refuse();
  });
}

/** POST /api/verify-email */
export async function verifyEmail(
  context: AppContext,
  userId: number,
  code: string,
): Promise<SuccessResponse> {
  await verifyWithCode(context, { userId, purpose: 'email', code, field: 'code' });
  return { success: true, message: profileMessages.emailVerifiedDone };
}

/** POST /api/verify-phone-number: the primary phone. */
export async function verifyPrimaryPhone(
  context: AppContext,
  userId: number,
  code: string,
): Promise<SuccessResponse> {
  await verifyWithCode(context, { userId, purpose: 'phone', code, field: 'verification_code' });
  return { success: true, message: profileMessages.phoneVerifiedDone };
}

/** GET /api/get/other/phone */
export function listOtherPhones(context: AppContext, userId: number): Promise<ExtraPhone[]> {
  return listExtraPhones(context.db, userId);
}

/** POST /api/add/number */
export async function addOtherPhone(
  context: AppContext,
  userId: number,
  phone: string,
): Promise<SuccessResponse> {
  await addExtraPhone(context, userId, phone);
  return { success: true, message: profileMessages.phoneAdded };
}

/** POST /api/add/send-verification-code: the phone must be one of the caller's extra phones. */
export async function sendOtherPhoneCode(
  context: AppContext,
  userId: number,
  phone: string,
): Promise<SuccessResponse> {
  const extra = (await listExtraPhones(context.db, userId)).find(
    (candidate) => candidate.contract_value === phone,
  );
  if (!extra) throw validationError({ phone: [profileMessages.contactNotOnAccount] });
  if (extra.isverify === 1)
    throw validationError({ phone: [profileMessages.phoneAlreadyVerified] });
  return issueCode(context, { userId, purpose: 'extra_phone', target: phone }, (text) =>
    context.notifier.sendSms({ to: phone, text }),
  );
}

/**
 * POST /api/add/verify-phone-number. The spec sends only the code, which is checked against the
 * extra phone the last code went to; a `phone` narrows it to that number.
 */
export async function verifyOtherPhone(
  context: AppContext,
  userId: number,
  request: { code: string; phone?: string | undefined },
): Promise<SuccessResponse> {
  await verifyWithCode(context, {
    userId,
    purpose: 'extra_phone',
    code: request.code,
    field: 'verification_code',
    target: request.phone,
  });
  return { success: true, message: profileMessages.phoneVerifiedDone };
}

/** POST /api/user/profile/update: the birthday, once; an adult's, on a real day since 1900. */
export async function updateBirthday(
  context: AppContext,
  session: ActiveSession,
  request: { remoteId: number; dofb: string },
): Promise<ProfileUpdateResponse> {
  assertOwnRemoteId(session, request.remoteId);
  const refusal = birthdayRefusal(request.dofb, dhakaToday());
  if (refusal) throw validationError({ dofb: [refusal] });
  if (!(await setBirthdayOnce(context.db, session.userId, request.dofb))) {
    throw validationError({ dofb: [profileMessages.birthdayLocked] });
  }
  return { success: true, dofb: request.dofb };
}
