/**
 * The operator API (`/admin-api/*`): sign-in, the operator's own profile and the audit trail.
 * Shared by the server and the operator console; the spec has no operator screens, so every
 * message here is ours (see docs/decisions.md, Operators).
 */
import { z } from 'zod';
import { blankToUndefined, requiredText } from './fields.js';

/** admin: everything; finance: approves deposits and withdrawals; support: reads. */
export const operatorRoles = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const OPERATOR_USERNAME_LENGTH_MIN = 3;
export const OPERATOR_USERNAME_LENGTH_MAX = 32;
/** Operators move money, so their passwords are longer than a player's minimum. */
export const OPERATOR_PASSWORD_LENGTH_MIN = 10;
/** argon2 hashes any length, but nobody types more; a cap keeps hashing cost bounded. */
export const OPERATOR_PASSWORD_LENGTH_MAX = 128;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;
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
  accountDisabled: 'This operator account is disabled.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to do this.',
  loggedOut: 'Logged out.',
  notFound: 'There is no such operator API call.',
  targetTypeRequired: 'target_type is required when target_id is given.',
  limitInvalid: `limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}.`,
  beforeIdInvalid: 'before_id must be a positive whole number.',
  filterTooLong: 'This filter is too long.',
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
  password: z
    .string({ error: operatorMessages.passwordRequired })
    .min(1, { error: operatorMessages.passwordRequired, abort: true })
    .max(OPERATOR_PASSWORD_LENGTH_MAX, operatorMessages.passwordLength),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

export const createOperatorRequestSchema = z.object({
  username: requiredText(operatorMessages.usernameRequired)
    .min(OPERATOR_USERNAME_LENGTH_MIN, operatorMessages.usernameInvalid)
    .max(OPERATOR_USERNAME_LENGTH_MAX, operatorMessages.usernameInvalid)
    .regex(OPERATOR_USERNAME_PATTERN, operatorMessages.usernameInvalid),
  password: z
    .string({ error: operatorMessages.passwordRequired })
    .min(1, { error: operatorMessages.passwordRequired, abort: true })
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

export const operatorLoginResponseSchema = z.object({
  token: z.string(),
  operator: operatorSchema,
});
export type OperatorLoginResponse = z.infer<typeof operatorLoginResponseSchema>;

export const operatorMeResponseSchema = z.object({ operator: operatorSchema });
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
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: operatorMessages.limitInvalid })
        .int(operatorMessages.limitInvalid)
        .min(1, operatorMessages.limitInvalid)
        .max(AUDIT_PAGE_SIZE_MAX, operatorMessages.limitInvalid)
        .default(AUDIT_PAGE_SIZE_DEFAULT),
    ),
    before_id: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: operatorMessages.beforeIdInvalid })
        .int(operatorMessages.beforeIdInvalid)
        .positive(operatorMessages.beforeIdInvalid)
        .optional(),
    ),
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

export const auditListResponseSchema = z.object({ data: z.array(auditEntrySchema) });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
