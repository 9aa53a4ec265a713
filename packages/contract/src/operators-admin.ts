/**
 * The owner's management of operator accounts (`/admin-api/operators*`): the list, new accounts,
 * disabling and enabling, role changes, resetting 2-step sign-in and setting a new password.
 * Every message is ours (see docs/decisions.md, Operators and roles).
 */
import { z } from 'zod';
import { listAnswer, messageAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField } from './fields.js';
import {
  auditListResponseSchema,
  auditQuerySchema,
  createOperatorRequestSchema,
  operatorLoginRequestSchema,
  operatorLoginResponseSchema,
  operatorMeResponseSchema,
  operatorMessages,
  operatorRoles,
  operatorSessionResponseSchema,
  operatorTotpConfirmRequestSchema,
  operatorTotpConfirmResponseSchema,
  operatorTotpLoginRequestSchema,
  operatorTotpSetupResponseSchema,
} from './operators.js';

export const operatorStatuses = ['active', 'disabled'] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];

export const operatorAdminMessages = {
  operatorIdInvalid: 'The operator id must be a positive whole number.',
  operatorNotFound: 'There is no such operator.',
  usernameTaken: operatorMessages.usernameTaken,
  statusInvalid: `Status must be one of ${operatorStatuses.join(', ')}.`,
  cannotDisableSelf: 'You cannot disable your own account; ask another owner.',
  cannotChangeOwnRole: 'You cannot change your own role; ask another owner.',
  lastOwner:
    'This is the last active owner: make another operator an owner first, or nobody could manage operators.',
  created: 'Operator created.',
  disabled: 'Operator disabled; their sessions have ended.',
  enabled: 'Operator enabled.',
  unchanged: 'Nothing changed: the operator already has this.',
  roleChanged: 'Role changed; their sessions have ended, so they sign in again.',
  totpReset:
    '2-step sign-in reset; their sessions have ended and they set it up again when they next sign in.',
  passwordSet: 'Password set; their sessions have ended.',
} as const;

export const operatorParamsSchema = z.object({
  id: idField(operatorAdminMessages.operatorIdInvalid),
});
export type OperatorParams = z.infer<typeof operatorParamsSchema>;

/** An operator as the owner's list shows them; never their password hash or 2-step secret. */
export const operatorAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(operatorRoles),
  status: z.enum(operatorStatuses),
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;

/** Oldest first: the first owner heads the list. */
export const operatorListResponseSchema = listAnswer(operatorAccountSchema);
export type OperatorListResponse = z.infer<typeof operatorListResponseSchema>;

/** Every change answers what it did and the operator as they now are. */
export const operatorChangeResponseSchema = messageAnswer({ operator: operatorAccountSchema });
export type OperatorChangeResponse = z.infer<typeof operatorChangeResponseSchema>;

export const setOperatorStatusRequestSchema = z.object({
  status: z.enum(operatorStatuses, { error: operatorAdminMessages.statusInvalid }),
});
export type SetOperatorStatusRequest = z.infer<typeof setOperatorStatusRequestSchema>;

export const setOperatorRoleRequestSchema = z.object({
  role: createOperatorRequestSchema.shape.role,
});
export type SetOperatorRoleRequest = z.infer<typeof setOperatorRoleRequestSchema>;

export const setOperatorPasswordRequestSchema = z.object({
  password: createOperatorRequestSchema.shape.password,
});
export type SetOperatorPasswordRequest = z.infer<typeof setOperatorPasswordRequestSchema>;

/** POST /admin-api/logout */
export const operatorLogoutResponseSchema = z.object({ message: z.string() });
export type OperatorLogoutResponse = z.infer<typeof operatorLogoutResponseSchema>;

/**
 * The operator API's own calls: sign-in (public); logout, me and the 2-step set-up (any signed-in
 * operator, even one whose session may only enrol); the audit trail (any operator past enrolment);
 * operator accounts (owner).
 */
export const operatorAdminCalls = {
  login: defineCall({
    method: 'POST',
    path: '/admin-api/login',
    auth: 'public',
    body: operatorLoginRequestSchema,
    answer: operatorLoginResponseSchema,
    idempotent: false,
  }),
  loginWithCode: defineCall({
    method: 'POST',
    path: '/admin-api/login/totp',
    auth: 'public',
    body: operatorTotpLoginRequestSchema,
    answer: operatorSessionResponseSchema,
    idempotent: false,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/admin-api/logout',
    auth: 'operator',
    answer: operatorLogoutResponseSchema,
    idempotent: false,
  }),
  me: defineCall({
    method: 'GET',
    path: '/admin-api/me',
    auth: 'operator',
    answer: operatorMeResponseSchema,
    idempotent: false,
  }),
  startTotpSetup: defineCall({
    method: 'POST',
    path: '/admin-api/me/totp/setup',
    auth: 'operator',
    answer: operatorTotpSetupResponseSchema,
    idempotent: false,
  }),
  confirmTotp: defineCall({
    method: 'POST',
    path: '/admin-api/me/totp/confirm',
    auth: 'operator',
    body: operatorTotpConfirmRequestSchema,
    answer: operatorTotpConfirmResponseSchema,
    idempotent: false,
  }),
  audit: defineCall({
    method: 'GET',
    path: '/admin-api/audit',
    auth: 'operator',
    query: auditQuerySchema,
    answer: auditListResponseSchema,
    idempotent: false,
  }),
  operators: defineCall({
    method: 'GET',
    path: '/admin-api/operators',
    auth: 'operator',
    answer: operatorListResponseSchema,
    idempotent: false,
  }),
  /** Answered 201 with the new account. */
  createOperator: defineCall({
    method: 'POST',
    path: '/admin-api/operators',
    auth: 'operator',
    body: createOperatorRequestSchema,
    answer: operatorAccountSchema,
    idempotent: false,
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/admin-api/operators/:id/status',
    auth: 'operator',
    params: operatorParamsSchema,
    body: setOperatorStatusRequestSchema,
    answer: operatorChangeResponseSchema,
    idempotent: false,
  }),
  setRole: defineCall({
    method: 'POST',
    path: '/admin-api/operators/:id/role',
    auth: 'operator',
    params: operatorParamsSchema,
    body: setOperatorRoleRequestSchema,
    answer: operatorChangeResponseSchema,
    idempotent: false,
  }),
  resetTotp: defineCall({
    method: 'POST',
    path: '/admin-api/operators/:id/totp/reset',
    auth: 'operator',
    params: operatorParamsSchema,
    answer: operatorChangeResponseSchema,
    idempotent: false,
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/admin-api/operators/:id/password',
    auth: 'operator',
    params: operatorParamsSchema,
    body: setOperatorPasswordRequestSchema,
    answer: operatorChangeResponseSchema,
    idempotent: false,
  }),
};
