/**
 * The operator API (`/admin-api/*`): sign-in, the operator's own profile and the audit trail.
 * Shared by the server and the operator console; the spec has no operator screens, so every
 * message here is ours (see docs/decisions.md, Operators).
 */
import { z } from 'zod';
import { listAnswer, messageAnswer } from './answer-envelopes.js';
import { blankToUndefined, requiredText, formNumeral, requiredSecret } from './fields.js';
import { wholeNumber, positiveWholeNumber } from './whole-numbers.js';

/**
 * owner: everything; finance: deposits, withdrawals and payment methods; support: the chat desk,
 * the inbox and player look-ups; trader: the exchange's markets; content: catalogue, site content
 * and promotions. docs/decisions.md (Operator roles) maps every /admin-api call to its roles.
 */
export const operatorRoles = ['owner', 'finance', 'support', 'trader', 'content'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const OPERATOR_USERNAME_LENGTH_MIN = 3;
export const OPERATOR_USERNAME_LENGTH_MAX = 32;
/** Operators move money, so their passwords are longer than a player's minimum. */
export const OPERATOR_PASSWORD_LENGTH_MIN = 10;
/** argon2 hashes any length, but nobody types more; a cap keeps hashing cost bounded. */
export const OPERATOR_PASSWORD_LENGTH_MAX = 128;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;
/** RFC 6238 as authenticator apps expect it: HMAC-SHA1, 30-second steps, 6 digits. */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** How long the password step of a 2-step sign-in stays good for its code. */
export const OPERATOR_LOGIN_CHALLENGE_TTL_SECONDS = 300;
const OPERATOR_LOGIN_CHALLENGE_LENGTH_MAX = 128;
export const AUDIT_PAGE_SIZE_MAX = 200;

const OPERATOR_USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const operatorMessages = {
  usernameRequired: 'Username is required.',
  usernameInvalid: `Username must be ${OPERATOR_USERNAME_LENGTH_MIN}–${OPERATOR_USERNAME_LENGTH_MAX} letters, digits, dots, dashes or underscores.`,
  usernameTaken: 'The username has already been taken.',
  passwordRequired: 'Password is required.',
  passwordLength: `Password must be ${OPERATOR_PASSWORD_LENGTH_MIN}–${OPERATOR_PASSWORD_LENGTH_MAX} characters.`,
  roleInvalid: `Role must be one of ${operatorRoles.join(', ')}.`,
  invalidCredentials: 'Invalid username or password.',
  accountDisabled: 'This operator account is disabled. Ask an owner to enable it.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to do this.',
  loggedOut: 'Logged out.',
  notFound: 'There is no such operator API call.',
  targetTypeRequired: 'target_type is required when target_id is given.',
  limitInvalid: `limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}.`,
  beforeIdInvalid: 'before_id must be a positive whole number.',
  filterTooLong: 'This filter is too long.',
  totpCodeRequired: 'Enter the 6-digit code from your authenticator app.',
  totpCodeInvalid: 'The code is the 6 digits your authenticator app shows.',
  totpCodeWrong:
    'That code is wrong or has expired. Enter the code your authenticator app shows now.',
  challengeRequired: 'challenge is required.',
  challengeExpired: 'Your sign-in has expired. Please enter your username and password again.',
  totpSetupRequired:
    'Set up 2-step sign-in first: add this account to an authenticator app, then confirm its code.',
  totpAlreadyEnabled: '2-step sign-in is already on for this account.',
  totpSetupNotStarted: 'Start the 2-step set-up first: ask for a new secret.',
  totpEnabled: '2-step sign-in is on.',
} as const;

/**
 * Login checks presence and the upper lengths only: an old or mistyped username simply fails to
 * match, with the same answer as a wrong password.
 */
export const operatorLoginRequestSchema = z.object({
  username: requiredText(operatorMessages.usernameRequired).max(
    OPERATOR_USERNAME_LENGTH_MAX,
    operatorMessages.usernameInvalid,
  ),
  password: requiredSecret(operatorMessages.passwordRequired).max(
    OPERATOR_PASSWORD_LENGTH_MAX,
    operatorMessages.passwordLength,
  ),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

export const createOperatorRequestSchema = z.object({
  username: requiredText(operatorMessages.usernameRequired)
    .min(OPERATOR_USERNAME_LENGTH_MIN, operatorMessages.usernameInvalid)
    .max(OPERATOR_USERNAME_LENGTH_MAX, operatorMessages.usernameInvalid)
    .regex(OPERATOR_USERNAME_PATTERN, operatorMessages.usernameInvalid),
  password: requiredSecret(operatorMessages.passwordRequired)
    .min(OPERATOR_PASSWORD_LENGTH_MIN, operatorMessages.passwordLength)
    .max(OPERATOR_PASSWORD_LENGTH_MAX, operatorMessages.passwordLength),
  role: z.enum(operatorRoles, { error: operatorMessages.roleInvalid }),
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
});
export type Operator = z.infer<typeof operatorSchema>;

/**
 * A signed-in session. `totp_setup_required`: the operator has no 2-step sign-in yet and it is
 * required here, so until they enrol this session may only call /me, /me/totp/* and /logout.
 */
export const operatorSessionResponseSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
  totp_setup_required: z.boolean(),
});
export type OperatorSessionResponse = z.infer<typeof operatorSessionResponseSchema>;

/** The password step of an operator with 2-step sign-in: no session yet, a code is due. */
export const operatorTotpChallengeResponseSchema = z.object({
  step: z.literal('totp'),
  challenge: z.string(),
});
export type OperatorTotpChallengeResponse = z.infer<typeof operatorTotpChallengeResponseSchema>;

/** POST /admin-api/login answers a session, or a challenge when the operator has 2-step sign-in. */
export const operatorLoginResponseSchema = z.union([
  operatorSessionResponseSchema,
  operatorTotpChallengeResponseSchema,
]);
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

const totpCodeField = requiredText(operatorMessages.totpCodeRequired).regex(
  new RegExp(`^\\d{${TOTP_DIGITS}}$`),
  operatorMessages.totpCodeInvalid,
);

/** POST /admin-api/login/totp: the challenge from the password step and the app's code. */
export const operatorTotpLoginRequestSchema = z.object({
  challenge: requiredText(operatorMessages.challengeRequired).max(
    OPERATOR_LOGIN_CHALLENGE_LENGTH_MAX,
    operatorMessages.challengeExpired,
  ),
  code: totpCodeField,
});
export type OperatorTotpLoginRequest = z.infer<typeof operatorTotpLoginRequestSchema>;

/** POST /admin-api/me/totp/setup: a new secret, shown this once; not in force until confirmed. */
export const operatorTotpSetupResponseSchema = z.object({
  /** Base32 (RFC 4648, no padding), for typing into an authenticator app. */
  secret: z.string(),
  /** The same secret as an otpauth:// URI, for a QR code. */
  otpauth_uri: z.string(),
});
export type OperatorTotpSetupResponse = z.infer<typeof operatorTotpSetupResponseSchema>;

/** POST /admin-api/me/totp/confirm: a code from the app proves it holds the secret. */
export const operatorTotpConfirmRequestSchema = z.object({ code: totpCodeField });
export type OperatorTotpConfirmRequest = z.infer<typeof operatorTotpConfirmRequestSchema>;

export const operatorTotpConfirmResponseSchema = messageAnswer({ totp_enabled: z.literal(true) });
export type OperatorTotpConfirmResponse = z.infer<typeof operatorTotpConfirmResponseSchema>;

export const operatorMeResponseSchema = z.object({
  operator: operatorSchema,
  totp_enabled: z.boolean(),
  /** As in the session answer: this session may only enrol until the operator does. */
  totp_setup_required: z.boolean(),
});
export type OperatorMeResponse = z.infer<typeof operatorMeResponseSchema>;

const AUDIT_FILTER_LENGTH_MAX = 100;
const auditFilterField = z.preprocess(
  blankToUndefined,
  z.string().trim().max(AUDIT_FILTER_LENGTH_MAX, operatorMessages.filterTooLong).optional(),
);

/** Newest first; `before_id` pages back from the last entry of the previous page. */
export const auditQuerySchema = z
  .object({
    target_type: auditFilterField,
    target_id: auditFilterField,
    limit: formNumeral(
      wholeNumber(operatorMessages.limitInvalid, 1, AUDIT_PAGE_SIZE_MAX).default(
        AUDIT_PAGE_SIZE_DEFAULT,
      ),
    ),
    before_id: formNumeral(positiveWholeNumber(operatorMessages.beforeIdInvalid).optional()),
  })
  // A target id means nothing without its type ("42" of what?).
  .refine((query) => query.target_id === undefined || query.target_type !== undefined, {
    error: operatorMessages.targetTypeRequired,
    path: ['target_type'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the system's own actions and for failed logins (nobody was signed in). */
  operator_id: z.number().int().nullable(),
  operator_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = listAnswer(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
