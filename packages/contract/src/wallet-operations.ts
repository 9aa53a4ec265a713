/**
 * The operator's wallet calls under /admin-api: the deposit and withdrawal queues and their
 * decisions. Shared by the server and the operator console.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { blankToUndefined, requiredText, formNumeral, successResponseSchema } from './fields.js';
import { wholeNumber } from './whole-numbers.js';
import { transactionSchema } from './records.js';

export const walletOperationMessages = {
  reasonRequired: 'Please give a reason the player will read.',
  reasonTooLong: 'The reason can be at most 300 characters.',
  statusInvalid: 'Status must be pending, success, fail or all.',
  limitInvalid: 'Limit must be between 1 and 200.',
  referenceTooLong: 'The payout reference can be at most 64 characters.',
  transactionNotFound: 'Transaction not found.',
  approved: 'Deposit approved.',
  depositRejected: 'Deposit rejected.',
  paid: 'Withdrawal marked as paid.',
  withdrawalApproved: 'Withdrawal approved. Send the payout, then mark it paid with its TRX id.',
  alreadyApproved: 'This withdrawal was already approved or decided.',
  withdrawalRejected: 'Withdrawal rejected; the amount is back in the player\u2019s Main Wallet.',
} as const;

export const queueStatuses = ['pending', 'success', 'fail', 'all'] as const;
export type QueueStatus = (typeof queueStatuses)[number];
export const statusKeyByQueueStatus = {
  pending: '0',
  success: '1',
  fail: '2',
  all: null,
} as const satisfies Record<QueueStatus, '0' | '1' | '2' | null>;

/** GET /admin-api/deposits and /admin-api/withdrawals */
export const queueQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(queueStatuses, { error: walletOperationMessages.statusInvalid }).default('pending'),
  ),
  limit: formNumeral(wholeNumber(walletOperationMessages.limitInvalid, 1, 200).default(50)),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/**
 * What finance should look at twice in a deposit: its TRX id reported on another deposit (any
 * method, any player: a wallet's TRX id is unique across wallets only by chance), or the number
 * it was sent from used in other players' deposits.
 */
export const depositWarningSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('trx_reused'),
    /** The other deposit that carries the same TRX id, and whose it is. */
    transaction_id: z.string(),
    user_id: z.number().int(),
    username: z.string(),
  }),
  z.object({
    kind: z.literal('sender_shared'),
    /** The other players who deposited from the same number (the first few). */
    players: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
  }),
]);
export type DepositWarning = z.infer<typeof depositWarningSchema>;

export const queueItemSchema = transactionSchema.extend({
  username: z.string(),
  user_id: z.number().int(),
  /** Our receiving number a manual deposit was sent to. */
  receiving_number: z.string().nullable(),
  /** The TRX id the player reported, or the payout reference. */
  reference: z.string().nullable(),
  bonus: z.number(),
  source: z.string(),
  has_receipt: z.boolean(),
  /** A withdrawal finance approved and is paying out (still pending until paid or rejected). */
  approved_at: z.string().nullable().optional(),
  /** The username of the operator who approved it. */
  approved_by: z.string().nullable().optional(),
  /** Deposits only: what to look at twice before approving. */
  warnings: z.array(depositWarningSchema).optional(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueResponseSchema = listAnswer(queueItemSchema);
export type QueueResponse = z.infer<typeof queueResponseSchema>;

/** The `:transaction_id` of the decision calls. */
export const transactionParamsSchema = z.object({
  transaction_id: requiredText(walletOperationMessages.transactionNotFound, 32),
});

/** POST …/reject */
export const rejectRequestSchema = z.object({
  reason: requiredText(walletOperationMessages.reasonRequired).max(
    300,
    walletOperationMessages.reasonTooLong,
  ),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

/** POST /admin-api/withdrawals/{id}/pay: the reference of the payout the operator sent. */
export const payWithdrawalRequestSchema = z.object({
  reference: z.preprocess(
    blankToUndefined,
    z.string().trim().max(64, walletOperationMessages.referenceTooLong).optional(),
  ),
});
export type PayWithdrawalRequest = z.infer<typeof payWithdrawalRequestSchema>;

export const decisionResponseSchema = successResponseSchema;
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/** What a money queue's list call and decision calls share, deposits and withdrawals alike. */
const queueCall = {
  method: 'GET',
  auth: 'operator',
  query: queueQuerySchema,
  answer: queueResponseSchema,
  idempotent: false,
} as const;
const decisionCall = {
  method: 'POST',
  auth: 'operator',
  params: transactionParamsSchema,
  answer: decisionResponseSchema,
  idempotent: true,
} as const;

/**
 * The console's deposit calls: the queue (owner, finance, support) and the decisions (owner,
 * finance). A decision runs once per Idempotency-Key, and without one too (the deposit row guards
 * itself). The receipt (a file download) is not declared.
 */
export const depositAdminCalls = {
  queue: defineCall({ ...queueCall, path: '/admin-api/deposits' }),
  approve: defineCall({ ...decisionCall, path: '/admin-api/deposits/:transaction_id/approve' }),
  reject: defineCall({
    ...decisionCall,
    path: '/admin-api/deposits/:transaction_id/reject',
    body: rejectRequestSchema,
  }),
};

/**
 * The console's withdrawal calls: the queue (owner, finance, support) and the decisions (owner,
 * finance): approve, then pay with the payout's reference, or reject with a reason the player
 * reads. Keyed like the deposit decisions.
 */
export const withdrawalAdminCalls = {
  queue: defineCall({ ...queueCall, path: '/admin-api/withdrawals' }),
  approve: defineCall({ ...decisionCall, path: '/admin-api/withdrawals/:transaction_id/approve' }),
  pay: defineCall({
    ...decisionCall,
    path: '/admin-api/withdrawals/:transaction_id/pay',
    body: payWithdrawalRequestSchema,
  }),
  reject: defineCall({
    ...decisionCall,
    path: '/admin-api/withdrawals/:transaction_id/reject',
    body: rejectRequestSchema,
  }),
};
