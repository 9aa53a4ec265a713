/** Profile, phone/e-mail verification, birthday and password change ([contract: Validation], [contract: Calls], [contract: Error texts]). */
import { z } from 'zod';
import { successAnswer, successListAnswer } from './answer-envelopes.js';
import { EXTRA_PHONES_MAX, RESET_PASSWORD_LENGTH_MIN } from './constants.js';
import { signupMessages, userSchema, type User } from './auth.js';
import { defineCall } from './calls.js';
import {
  LETTERS_AND_DIGITS,
  newPasswordField,
  phoneNumberText,
  remoteIdField,
  requiredText,
  successResponseSchema,
  requiredSecret,
  confirmationOf,
  whenFieldsPassed,
} from './fields.js';
import { recoveryMessages } from './recovery.js';

/** Our choice: verification codes have as many digits as the password-reset OTP. */
export const VERIFICATION_CODE_DIGITS = 6;
/** The level the profile shows for every player. */
export const DEFAULT_USER_LEVEL = 'Normal';
/** `session_id` carries the primary phone's verification: '1' means verified. */
export const PHONE_VERIFIED_SESSION_ID = '1';

export const profileMessages = {
  verified: 'Verified',
  notVerified: 'Not Verified',
  sendCodeFailed: 'Failed to send code',
  dofbFailed: 'Failed to update DOFB',
  /** Our wording: the spec says only that saving the birthday needs a value. */
  birthdayRequired: 'Please select your birthday.',
  /** Our wording, for a birthday that is not a YYYY-MM-DD date. */
  birthdayInvalid: 'Please enter a valid date.',
  /** Our wording, from the server: the birthday is fixed once saved. */
  birthdayLocked: 'Your birthday cannot be changed once saved.',
  /** Our wording, for a verify call without a code. */
  codeRequired: 'Please enter the verification code.',
  /** Our wording, for a code that is not 6 digits. */
  codeInvalid: 'The verification code must be 6 digits.',
  /** Our wording, from the server, for a wrong, used or expired code. */
  codeRejected: 'The verification code is invalid or has expired.',
  /** Our wording, for send-verification-code with neither a phone nor an e-mail. */
  contactRequired: 'Please enter a phone number or email address.',
  phoneRequired: signupMessages.phoneRequired,
  phoneInvalid: signupMessages.phoneInvalid,
  emailInvalid: signupMessages.emailInvalid,
  /** Our wording, from the server, when the Add action should already be hidden. */
  extraPhonesFull: 'You can add at most two phone numbers.',
  /** Our wording, from the server, for a phone already on any account. */
  phoneTaken: 'This phone number is already in use.',
  /** Our wording, from the server, for a code sent to a phone or e-mail not on the account. */
  contactNotOnAccount: 'This phone number or email address is not on your account.',
  /** Our wording, from the server: a send answers this when the code is on its way. */
  codeSent: 'A verification code has been sent.',
  /** Our wording, from the server, after a right code. */
  emailVerifiedDone: 'Your email address has been verified.',
  phoneVerifiedDone: 'Your phone number has been verified.',
  /** Our wording, from the server, after an extra phone is added (unverified). */
  phoneAdded: 'Phone number added.',
  /** Our wording, from the server, for a code asked for something already verified. */
  emailAlreadyVerified: 'Your email address is already verified.',
  phoneAlreadyVerified: 'This phone number is already verified.',
  /** Our wording, from the server: one send per minute per purpose. */
  resendTooSoon: 'Please wait a minute before asking for another code.',
  /** Our wording, from the server: at most five sends per hour per purpose. */
  sendsExhausted: 'Too many codes requested. Please try again later.',
  /** Our wording, for a birthday that makes the player younger than 18. */
  birthdayUnderage: 'You must be at least 18 years old.',
} as const;

/** Our limits on sending codes, per player and purpose (e-mail, primary phone, extra phones). */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;
export const VERIFICATION_CODE_SENDS_PER_HOUR_MAX = 5;
/** Players must be adults; the earliest birthday accepted is 1 January of this year. */
export const PLAYER_AGE_YEARS_MIN = 18;
export const BIRTHDAY_YEAR_MIN = 1900;

/** The latest birthday an adult can have on `today` (both YYYY-MM-DD); 29 February moves to the 28th. */
export function latestAdultBirthday(today: string): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const adultYear = year - PLAYER_AGE_YEARS_MIN;
  const lastDayOfMonth = new Date(Date.UTC(adultYear, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(adultYear).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day, lastDayOfMonth))}`;
}

/**
 * Why a (well-formed) birthday cannot be saved on `today`, or undefined when it can: it must not
 * be before 1900 and the player must be at least 18. Dates compare as YYYY-MM-DD text.
 */
export function birthdayRefusal(dofb: string, today: string): string | undefined {
  if (dofb < `${BIRTHDAY_YEAR_MIN}-01-01` || dofb > today) return profileMessages.birthdayInvalid;
  if (dofb > latestAdultBirthday(today)) return profileMessages.birthdayUnderage;
  return undefined;
}

/**
 * The change-password messages. The list the screen shows ("6 to 20 characters with upper, lower,
 * number and special character") contradicts the enforced rule; we show `passwordRuleHints` instead.
 */
export const changePasswordMessages = {
  newPasswordRule: recoveryMessages.passwordRule,
  currentRequired: 'Please enter your current password.',
  confirmRequired: recoveryMessages.confirmRequired,
  confirmMismatch: recoveryMessages.confirmMismatch,
  failed: recoveryMessages.resetFailed,
  error: 'An error occurred while changing the password. Please try again.',
  success: recoveryMessages.resetSuccess,
  /** Our wording, from the server, for a wrong current password. */
  currentIncorrect: 'Your current password is incorrect.',
  /** Our wording, from the server, after too many wrong current passwords. */
  tooManyAttempts: 'Too many wrong passwords. Please try again later.',
} as const;

/** Which of the requirements list's lines a new password meets, in `passwordRuleHints` order. */
export function passwordRuleChecks(password: string): readonly boolean[] {
  return [
    password.length >= RESET_PASSWORD_LENGTH_MIN,
    /[A-Za-z]/.test(password),
    /[0-9]/.test(password),
    password.length > 0 && LETTERS_AND_DIGITS.test(password),
  ];
}

/** The requirements list on /reset-password, stating the rule the form really enforces. */
export const passwordRuleHints = [
  'At least 8 characters',
  'At least one letter',
  'At least one number',
  'Letters and numbers only',
] as const;

/** User fields the profile reads beyond `userSchema`; a missing `level` reads as 'Normal'. */
export const userShowExtrasSchema = z.object({ level: z.string().default(DEFAULT_USER_LEVEL) });
export const profileUserSchema = userSchema.extend(userShowExtrasSchema.shape);
export type ProfileUser = z.infer<typeof profileUserSchema>;
/** GET /api/user/show?remote_id as the profile screen parses it. */
export const profileUserShowResponseSchema = successAnswer(profileUserSchema);
export type ProfileUserShowResponse = z.infer<typeof profileUserShowResponseSchema>;

export const extraPhoneSchema = z.object({
  /** Our addition, to key and address the row. */
  id: z.number().int(),
  /** The phone digits (spelled so in the contract). */
  contract_value: z.string(),
  /** 1 when verified. */
  isverify: z.union([z.literal(0), z.literal(1)]),
});
export type ExtraPhone = z.infer<typeof extraPhoneSchema>;

/** GET /api/get/other/phone */
export const otherPhonesResponseSchema = successListAnswer(extraPhoneSchema);
export type OtherPhonesResponse = z.infer<typeof otherPhonesResponseSchema>;

export function isPhoneVerified(user: Pick<User, 'session_id'>): boolean {
  return user.session_id === PHONE_VERIFIED_SESSION_ID;
}

/** Deposits and withdrawals need a verified phone: the primary one or any extra one. */
export function hasVerifiedPhone(
  user: Pick<User, 'session_id'>,
  extraPhones: readonly Pick<ExtraPhone, 'isverify'>[],
): boolean {
  return isPhoneVerified(user) || extraPhones.some((phone) => phone.isverify === 1);
}

/** The Add action disappears once the player has two extra phones. */
export function canAddExtraPhone(extraPhones: readonly unknown[]): boolean {
  return extraPhones.length < EXTRA_PHONES_MAX;
}

const phoneField = phoneNumberText(profileMessages.phoneRequired, profileMessages.phoneInvalid);

const verificationCodeField = requiredText(profileMessages.codeRequired).regex(
  new RegExp(`^[0-9]{${VERIFICATION_CODE_DIGITS}}$`),
  profileMessages.codeInvalid,
);

const optionalText = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.string().trim().optional(),
);

/**
 * POST /api/send-verification-code: `phone` or `email`, which must be the account's own. Our design
 * for both given: the e-mail is used.
 */
export const sendVerificationCodeRequestSchema = z
  .object({
    phone: optionalText.pipe(
      phoneNumberText(profileMessages.phoneRequired, profileMessages.phoneInvalid).optional(),
    ),
    email: optionalText.pipe(z.email(profileMessages.emailInvalid).optional()),
  })
  .refine((value) => value.phone !== undefined || value.email !== undefined, {
    message: profileMessages.contactRequired,
    path: ['email'],
    when: whenFieldsPassed('phone', 'email'),
  });
export type SendVerificationCodeRequest = z.infer<typeof sendVerificationCodeRequestSchema>;
export const sendVerificationCodeResponseSchema = successResponseSchema;

/** POST /api/verify-email */
export const verifyEmailRequestSchema = z.object({ code: verificationCodeField });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = successResponseSchema;

/** POST /api/verify-phone-number: the primary phone. */
export const verifyPhoneRequestSchema = z.object({ verification_code: verificationCodeField });
export type VerifyPhoneRequest = z.infer<typeof verifyPhoneRequestSchema>;
export const verifyPhoneResponseSchema = successResponseSchema;

/** POST /api/add/number: adds an unverified extra phone. */
export const addPhoneRequestSchema = z.object({ phone: phoneField });
export type AddPhoneRequest = z.infer<typeof addPhoneRequestSchema>;
export const addPhoneResponseSchema = successResponseSchema;

/** POST /api/add/send-verification-code: the phone must be one of the caller's extra phones. */
export const addPhoneSendCodeRequestSchema = z.object({ phone: phoneField });
export type AddPhoneSendCodeRequest = z.infer<typeof addPhoneSendCodeRequestSchema>;
export const addPhoneSendCodeResponseSchema = successResponseSchema;

/**
 * POST /api/add/verify-phone-number. The spec sends only the code; the server matches it against
 * the codes it sent to the caller's extra phones. `phone` is our optional addition to pick one.
 */
export const addPhoneVerifyRequestSchema = z.object({
  verification_code: verificationCodeField,
  phone: phoneField.optional(),
});
export type AddPhoneVerifyRequest = z.infer<typeof addPhoneVerifyRequestSchema>;
export const addPhoneVerifyResponseSchema = successResponseSchema;

/** POST /api/user/profile/update: sets the birthday, once. */
export const profileUpdateRequestSchema = z.object({
  dofb: requiredText(profileMessages.birthdayRequired).pipe(
    z.iso.date(profileMessages.birthdayInvalid),
  ),
  remote_id: remoteIdField,
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
export const profileUpdateResponseSchema = z.object({
  success: z.literal(true),
  dofb: z.string(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/**
 * POST /api/user-pwd. Fields are declared in the spec's check order (new password, current,
 * confirmation, match), so the first issue is the one the form shows.
 */
export const changePasswordRequestSchema = z
  .object({
    new_password: newPasswordField(changePasswordMessages.newPasswordRule),
    old_password: requiredSecret(changePasswordMessages.currentRequired),
    new_password_confirmation: requiredSecret(changePasswordMessages.confirmRequired),
  })
  .refine(
    ...confirmationOf(
      'new_password',
      'new_password_confirmation',
      changePasswordMessages.confirmMismatch,
    ),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** `message` is the spec's success text; the client then goes to /login. */
export const changePasswordResponseSchema = successResponseSchema;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** The profile screen's calls, all the signed-in player's own. */
export const profileCalls = {
  otherPhones: defineCall({
    method: 'GET',
    path: '/api/get/other/phone',
    auth: 'player',
    answer: otherPhonesResponseSchema,
    idempotent: false,
  }),
  sendVerificationCode: defineCall({
    method: 'POST',
    path: '/api/send-verification-code',
    auth: 'player',
    body: sendVerificationCodeRequestSchema,
    answer: sendVerificationCodeResponseSchema,
    idempotent: false,
  }),
  verifyEmail: defineCall({
    method: 'POST',
    path: '/api/verify-email',
    auth: 'player',
    body: verifyEmailRequestSchema,
    answer: verifyEmailResponseSchema,
    idempotent: false,
  }),
  verifyPhone: defineCall({
    method: 'POST',
    path: '/api/verify-phone-number',
    auth: 'player',
    body: verifyPhoneRequestSchema,
    answer: verifyPhoneResponseSchema,
    idempotent: false,
  }),
  addPhone: defineCall({
    method: 'POST',
    path: '/api/add/number',
    auth: 'player',
    body: addPhoneRequestSchema,
    answer: addPhoneResponseSchema,
    idempotent: false,
  }),
  addPhoneSendCode: defineCall({
    method: 'POST',
    path: '/api/add/send-verification-code',
    auth: 'player',
    body: addPhoneSendCodeRequestSchema,
    answer: addPhoneSendCodeResponseSchema,
    idempotent: false,
  }),
  addPhoneVerify: defineCall({
    method: 'POST',
    path: '/api/add/verify-phone-number',
    auth: 'player',
    body: addPhoneVerifyRequestSchema,
    answer: addPhoneVerifyResponseSchema,
    idempotent: false,
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/api/user/profile/update',
    auth: 'player',
    body: profileUpdateRequestSchema,
    answer: profileUpdateResponseSchema,
    idempotent: false,
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/user-pwd',
    auth: 'player',
    body: changePasswordRequestSchema,
    answer: changePasswordResponseSchema,
    idempotent: false,
  }),
};
