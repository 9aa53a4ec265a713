/**
 * Sign-in calls ([contract: Validation], [contract: Calls], [contract: Error texts]): login, signup, balance, user show, logout, player-login.
 * Messages are the spec's, verbatim; the web forms and the server share them.
 */
import { z } from 'zod';
import { successAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { balanceCall } from './balance.js';
import {
  currencies,
  DEFAULT_CURRENCY,
  PASSWORD_LENGTH_MIN,
  SIGNUP_USERNAME_LENGTH_MAX,
  SIGNUP_USERNAME_LENGTH_MIN,
} from './constants.js';
import {
  optionalIdField,
  numeral,
  phoneNumberText,
  requiredText,
  requiredSecret,
  confirmationOf,
} from './fields.js';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

export const loginMessages = {
  usernameRequired: 'Username is required',
  usernameInvalid: 'Invalid username (only letters and numbers)',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  failed: 'Invalid credentials',
  networkError: 'Network error, please try again later.',
} as const;

export const signupMessages = {
  usernameRequired: loginMessages.usernameRequired,
  usernameInvalid: loginMessages.usernameInvalid,
  usernameLength: 'Username must be between 8 and 16 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10-15 digits)',
  passwordRequired: loginMessages.passwordRequired,
  passwordTooShort: loginMessages.passwordTooShort,
  passwordCharacters: 'Password can only contain letters and numbers (no special characters)',
  confirmRequired: 'Confirm Password is required',
  confirmMismatch: 'Passwords do not match',
  failed: 'Submission failed',
  networkError: 'Network error, please try again',
} as const;

/** Server-side messages for what the spec leaves to the server (see docs/decisions.md). */
export const accountMessages = {
  usernameTaken: 'The username has already been taken.',
  emailTaken: 'The email has already been taken.',
  phoneTaken: 'The phone has already been taken.',
  referralCodeUnknown: 'The referral code does not exist.',
  currencyInvalid: 'Please select a valid currency.',
  accountDisabled: 'Your account is disabled. Please contact customer support.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to view this account.',
  loggedOut: 'Logged out successfully.',
  signupSuccess: 'Registration successful.',
} as const;

/**
 * The captcha a login or signup must carry once the server asks for it (docs/decisions.md, Sign-in
 * limits); the answer to the picture the browser's captcha cookie names.
 */
export const captchaMessages = {
  required: 'Please type the digits in the picture to continue.',
  wrong: 'The captcha is incorrect. Please try again.',
} as const;

/** Optional until the server answers 422 with `captcha_required: true`; then the picture's digits. */
const captchaAnswerField = z.string().trim().max(16).optional();

export const loginRequestSchema = z.object({
  username: requiredText(loginMessages.usernameRequired).regex(
    LETTERS_AND_DIGITS,
    loginMessages.usernameInvalid,
  ),
  password: requiredSecret(loginMessages.passwordRequired).min(
    PASSWORD_LENGTH_MIN,
    loginMessages.passwordTooShort,
  ),
  captcha: captchaAnswerField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const exchangeTokenSchema = z.object({ token: z.string() });

export const loginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  remote_id: z.number().int(),
  username: z.string(),
  exchange: z.array(exchangeTokenSchema).min(1),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const optionalCode = z
  .string()
  .trim()
  .max(64)
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined));

/** A new account's username, on the mobile signup and the desktop register alike. */
export const signupUsernameField = requiredText(signupMessages.usernameRequired)
  .regex(LETTERS_AND_DIGITS, signupMessages.usernameInvalid)
  .min(SIGNUP_USERNAME_LENGTH_MIN, signupMessages.usernameLength)
  .max(SIGNUP_USERNAME_LENGTH_MAX, signupMessages.usernameLength);

/** A new account's password, on the mobile signup and the desktop register alike. */
export const signupPasswordField = requiredSecret(signupMessages.passwordRequired)
  .min(PASSWORD_LENGTH_MIN, signupMessages.passwordTooShort)
  .regex(LETTERS_AND_DIGITS, signupMessages.passwordCharacters);

/** The mobile signup payload. Checks run in the order the form shows its fields. */
export const signupRequestSchema = z
  .object({
    username: signupUsernameField,
    password: signupPasswordField,
    confirmPassword: requiredSecret(signupMessages.confirmRequired),
    name: z.string().trim().max(100).optional().default(''),
    phone: phoneNumberText(signupMessages.phoneRequired, signupMessages.phoneInvalid),
    email: requiredText(signupMessages.emailRequired).pipe(z.email(signupMessages.emailInvalid)),
    currency: z
      .enum(currencies, { error: accountMessages.currencyInvalid })
      .default(DEFAULT_CURRENCY),
    referral_code: optionalCode,
    agent_code: optionalCode,
    affiliate_code: optionalCode,
    status: z.literal('active').optional(),
    captcha: captchaAnswerField,
  })
  .refine(...confirmationOf('password', 'confirmPassword', signupMessages.confirmMismatch));
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type SignupPayload = z.output<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  message: z.string(),
  remote_id: z.number().int(),
  username: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const userShowQuerySchema = z.object({
  remote_id: numeral(z.number({ error: 'remote_id is required' }).int().positive()),
});

/** The user fields [contract: Entities] lists; `session_id` '1' means the phone is verified. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  currency: z.enum(currencies),
  vip_coin: z.number().int(),
  session_id: z.enum(['0', '1']),
  email_verified_at: z.string().nullable(),
  dofb: z.string().nullable(),
  balance: z.number(),
  referral_code: z.string(),
  cash_bonus: z.number(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userShowResponseSchema = successAnswer(userSchema);
export type UserShowResponse = z.infer<typeof userShowResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

export const playerLoginRequestSchema = z.object({
  user_id: optionalIdField(accountMessages.forbidden),
});
export const playerLoginResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
});
export type PlayerLoginResponse = z.infer<typeof playerLoginResponseSchema>;

/** Sign-in calls: login and signup are public, the rest need the player's bearer. */
export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/login',
    auth: 'public',
    body: loginRequestSchema,
    answer: loginResponseSchema,
    idempotent: false,
  }),
  /** Answers 201. */
  createPlayer: defineCall({
    method: 'POST',
    path: '/api/v1/create-players',
    auth: 'public',
    body: signupRequestSchema,
    answer: signupResponseSchema,
    idempotent: false,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/logout',
    auth: 'player',
    answer: logoutResponseSchema,
    idempotent: false,
  }),
  userShow: defineCall({
    method: 'GET',
    path: '/api/user/show',
    auth: 'player',
    query: userShowQuerySchema,
    answer: userShowResponseSchema,
    idempotent: false,
  }),
  playerLogin: defineCall({
    method: 'POST',
    path: '/api/player-login',
    auth: 'player',
    body: playerLoginRequestSchema,
    answer: playerLoginResponseSchema,
    idempotent: false,
  }),
  balance: balanceCall,
};
