/**
 * The operator's payment-method calls (`/admin-api/payment-methods/*`): the provider channels
 * players deposit through and the receiving numbers each channel gives out, with their daily
 * limits. Every message here is ours (docs/decisions.md, Money queues). Money is taka.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField, requiredText, formNumeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { DEPOSIT_AMOUNT_TAKA_MAX, DEPOSIT_AMOUNT_TAKA_MIN } from './constants.js';
import { isWholePaisa } from './money.js';

/** A receiving number can take at most ৳1 crore a day: far above any mobile-money wallet's own. */
export const WALLET_NUMBER_DAILY_LIMIT_TAKA_MAX = 10_000_000;
export const PAYMENT_BONUS_PERCENT_MAX = 100;
export const paymentMethodAccountTypes = ['Agent', 'Merchant', 'Personal'] as const;
export const paymentMethodStatuses = ['active', 'inactive'] as const;

export const paymentAdminMessages = {
  methodNotFound: 'Payment method not found.',
  numberNotFound: 'Receiving number not found.',
  idInvalid: 'The id must be a positive whole number.',
  nameRequired: 'Enter the provider’s name, e.g. bKash.',
  nameTooLong: 'The name can be at most 40 characters.',
  accountTypeInvalid: 'Choose Agent, Merchant or Personal.',
  statusInvalid: 'Status must be active or inactive.',
  bonusInvalid: `The bonus must be a whole percent from 0 to ${PAYMENT_BONUS_PERCENT_MAX}.`,
  sortOrderInvalid: 'The order must be a whole number from 0 to 999.',
  methodTaken: 'This provider already has a channel of this type.',
  numberInvalid: 'Enter the 11-digit number, e.g. 01712345678.',
  numberTaken: 'This method already has this receiving number.',
  dailyLimitInvalid: `The daily limit must be from ৳1 to ৳${WALLET_NUMBER_DAILY_LIMIT_TAKA_MAX.toLocaleString('en-US')}, at most two decimals.`,
  nothingToChange: 'Change at least one field.',
  depositBoundInvalid: `A deposit limit must be from ৳${DEPOSIT_AMOUNT_TAKA_MIN.toLocaleString('en-US')} to ৳${DEPOSIT_AMOUNT_TAKA_MAX.toLocaleString('en-US')} (at most two decimals), or blank for the site's.`,
  depositBoundsCrossed: 'The maximum deposit must not be below the minimum.',
  methodCreated: 'Payment method added.',
  methodSaved: 'Payment method saved.',
  numberCreated: 'Receiving number added.',
  numberSaved: 'Receiving number saved.',
} as const;

const statusField = z.enum(paymentMethodStatuses, { error: paymentAdminMessages.statusInvalid });
const bonusField = formNumeral(
  wholeNumber(paymentAdminMessages.bonusInvalid, 0, PAYMENT_BONUS_PERCENT_MAX),
);
const sortOrderField = formNumeral(wholeNumber(paymentAdminMessages.sortOrderInvalid, 0, 999));
const dailyLimitField = formNumeral(
  z
    .number({ error: paymentAdminMessages.dailyLimitInvalid })
    .min(1, { error: paymentAdminMessages.dailyLimitInvalid, abort: true })
    .max(WALLET_NUMBER_DAILY_LIMIT_TAKA_MAX, {
      error: paymentAdminMessages.dailyLimitInvalid,
      abort: true,
    })
    .refine(isWholePaisa, paymentAdminMessages.dailyLimitInvalid),
);

/** A method's own deposit bound in taka; blank or null leaves the site-wide amount. */
const depositBoundField = z.preprocess(
  (value) =>
    value === '' || value === undefined
      ? null
      : typeof value === 'string'
        ? Number(value.trim())
        : value,
  z
    .number({ error: paymentAdminMessages.depositBoundInvalid })
    .min(DEPOSIT_AMOUNT_TAKA_MIN, { error: paymentAdminMessages.depositBoundInvalid, abort: true })
    .max(DEPOSIT_AMOUNT_TAKA_MAX, { error: paymentAdminMessages.depositBoundInvalid, abort: true })
    .refine(isWholePaisa, paymentAdminMessages.depositBoundInvalid)
    .nullable(),
);

export const walletNumberAdminSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(paymentMethodStatuses),
  daily_limit: z.number(),
  /** Received today (GMT+6) on this number: reported deposits, less rejected ones. */
  used_today: z.number(),
  last_assigned_at: z.string().nullable(),
  created_at: z.string(),
});
export type WalletNumberAdmin = z.infer<typeof walletNumberAdminSchema>;

export const paymentMethodAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  status: z.enum(paymentMethodStatuses),
  account_type: z.enum(paymentMethodAccountTypes),
  bonus_percent: z.number().int(),
  /** A checkout channel pays through this gateway and needs no receiving numbers. */
  gateway: z.string().nullable(),
  sort_order: z.number().int(),
  /** The method's own deposit bounds in taka; null: the site-wide amount. */
  min_deposit: z.number().nullable(),
  max_deposit: z.number().nullable(),
  numbers: z.array(walletNumberAdminSchema),
});
export type PaymentMethodAdmin = z.infer<typeof paymentMethodAdminSchema>;

/** GET /admin-api/payment-methods */
export const paymentMethodsAdminResponseSchema = listAnswer(paymentMethodAdminSchema);
export type PaymentMethodsAdminResponse = z.infer<typeof paymentMethodsAdminResponseSchema>;

export const paymentMethodParamsSchema = z.object({
  method_id: idField(paymentAdminMessages.idInvalid),
});
export const walletNumberParamsSchema = paymentMethodParamsSchema.extend({
  number_id: idField(paymentAdminMessages.idInvalid),
});

/** POST /admin-api/payment-methods */
export const createPaymentMethodRequestSchema = z.object({
  name: requiredText(paymentAdminMessages.nameRequired).max(40, paymentAdminMessages.nameTooLong),
  account_type: z.enum(paymentMethodAccountTypes, {
    error: paymentAdminMessages.accountTypeInvalid,
  }),
  bonus_percent: bonusField.default(0),
  sort_order: sortOrderField.default(0),
  status: statusField.default('active'),
});
export type CreatePaymentMethodRequest = z.input<typeof createPaymentMethodRequestSchema>;

function atLeastOne(value: Record<string, unknown>): boolean {
  return Object.values(value).some((field) => field !== undefined);
}

/** POST /admin-api/payment-methods/{method_id}: any of the fields. */
export const updatePaymentMethodRequestSchema = z
  .object({
    status: statusField.optional(),
    bonus_percent: bonusField.optional(),
    sort_order: sortOrderField.optional(),
    // Sent (a number, or null/blank for the site's) only when the operator edits the bounds.
    min_deposit: depositBoundField.optional(),
    max_deposit: depositBoundField.optional(),
  })
  .refine(atLeastOne, paymentAdminMessages.nothingToChange);
export type UpdatePaymentMethodRequest = z.input<typeof updatePaymentMethodRequestSchema>;

/** POST /admin-api/payment-methods/{method_id}/numbers */
export const createWalletNumberRequestSchema = z.object({
  number: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value),
    z
      .string({ error: paymentAdminMessages.numberInvalid })
      .regex(/^01[3-9]\d{8}$/, paymentAdminMessages.numberInvalid),
  ),
  daily_limit: dailyLimitField,
  status: statusField.default('active'),
});
export type CreateWalletNumberRequest = z.input<typeof createWalletNumberRequestSchema>;

/** POST /admin-api/payment-methods/{method_id}/numbers/{number_id}: any of the fields. */
export const updateWalletNumberRequestSchema = z
  .object({ status: statusField.optional(), daily_limit: dailyLimitField.optional() })
  .refine(atLeastOne, paymentAdminMessages.nothingToChange);
export type UpdateWalletNumberRequest = z.input<typeof updateWalletNumberRequestSchema>;

export const paymentAdminMessageResponseSchema = z.object({ message: z.string() });
export type PaymentAdminMessageResponse = z.infer<typeof paymentAdminMessageResponseSchema>;

/** A method or number added: the message and the new row's id (answered 201). */
export const paymentAdminCreatedResponseSchema = paymentAdminMessageResponseSchema.extend({
  id: z.number().int(),
});
export type PaymentAdminCreatedResponse = z.infer<typeof paymentAdminCreatedResponseSchema>;

/** The console's payment-method calls (owner, finance). */
export const paymentAdminCalls = {
  methods: defineCall({
    method: 'GET',
    path: '/admin-api/payment-methods',
    auth: 'operator',
    answer: paymentMethodsAdminResponseSchema,
    idempotent: false,
  }),
  createMethod: defineCall({
    method: 'POST',
    path: '/admin-api/payment-methods',
    auth: 'operator',
    body: createPaymentMethodRequestSchema,
    answer: paymentAdminCreatedResponseSchema,
    idempotent: false,
  }),
  updateMethod: defineCall({
    method: 'POST',
    path: '/admin-api/payment-methods/:method_id',
    auth: 'operator',
    params: paymentMethodParamsSchema,
    body: updatePaymentMethodRequestSchema,
    answer: paymentAdminMessageResponseSchema,
    idempotent: false,
  }),
  createNumber: defineCall({
    method: 'POST',
    path: '/admin-api/payment-methods/:method_id/numbers',
    auth: 'operator',
    params: paymentMethodParamsSchema,
    body: createWalletNumberRequestSchema,
    answer: paymentAdminCreatedResponseSchema,
    idempotent: false,
  }),
  updateNumber: defineCall({
    method: 'POST',
    path: '/admin-api/payment-methods/:method_id/numbers/:number_id',
    auth: 'operator',
    params: walletNumberParamsSchema,
    body: updateWalletNumberRequestSchema,
    answer: paymentAdminMessageResponseSchema,
    idempotent: false,
  }),
};
