/** The inbox (/inbox, [contract: Entities], [contract: States], [contract: Calls]): list, one message, mark read, delete. */
import { z } from 'zod';
import { successAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import {
  blankToUndefined,
  idField,
  optionalIdField,
  remoteIdField,
  requiredText,
  successResponseSchema,
  numeral,
} from './fields.js';
import { positiveWholeNumber } from './whole-numbers.js';

/** Our page size for GET /api/inbox. */
export const INBOX_PAGE_SIZE = 10;

/** Texts of the inbox screen and calls (not inbox messages themselves). */
export const inboxMessages = {
  /** Our wording, for an unknown id or one that belongs to another player. */
  notFound: 'Message not found.',
  /** Our wording, for a page that is not a positive whole number. */
  pageInvalid: 'Please choose a valid page.',
  /** Our wording: the spec does not show the read and delete answers. */
  markedRead: 'Message marked as read.',
  deleted: 'Message deleted.',
} as const;

/**
 * The messages the server itself sends to a player's inbox. They are stored and served in English;
 * the app shows them in the player's language by their code (`readMessage`). `reason` is the
 * operator's own words and stays as written.
 */
export const inboxNoticeMessages = {
  depositCreditedTitle: 'Deposit successful',
  // A longer template comes before the shorter one its texts could also match.
  depositCreditedWithBonus:
    'Your deposit of {{amount}} ({{transactionId}}) was added to your Main Wallet. A bonus of {{bonus}} was added too.',
  depositCredited: 'Your deposit of {{amount}} ({{transactionId}}) was added to your Main Wallet.',
  depositRejectedTitle: 'Deposit rejected',
  depositRejected:
    'Your deposit of {{amount}} ({{transactionId}}) was rejected: {{reason}} If you did pay, please contact support with your TRX ID.',
  withdrawalPaidTitle: 'Withdrawal paid',
  withdrawalPaidToWallet:
    'Your withdrawal of {{amount}} ({{transactionId}}) was sent to your wallet.',
  withdrawalPaid: 'Your withdrawal of {{amount}} ({{transactionId}}) was sent to {{account}}.',
  withdrawalRejectedTitle: 'Withdrawal rejected',
  withdrawalRejected:
    'Your withdrawal of {{amount}} ({{transactionId}}) was rejected: {{reason}} The amount is back in your Main Wallet.',
} as const;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/inbox?remote_id&page. Newest first. */
export const inboxListRequestSchema = z.object({
  remote_id: remoteIdField,
  page: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    numeral(positiveWholeNumber(inboxMessages.pageInvalid).default(1)),
  ),
});
export type InboxListRequest = z.infer<typeof inboxListRequestSchema>;

/** Laravel's paginator shape, which the spec reads as data.data and data.last_page. */
export const inboxListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(inboxMessageSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** The `{id}` of GET /api/inbox/{id}, PATCH /api/inbox/{id}/read and DELETE /api/inbox/{id}. */
export const inboxMessageParamsSchema = z.object({ id: idField(inboxMessages.notFound) });
export type InboxMessageParams = z.infer<typeof inboxMessageParamsSchema>;

export const inboxMessageResponseSchema = successAnswer(inboxMessageSchema);
export type InboxMessageResponse = z.infer<typeof inboxMessageResponseSchema>;

/** PATCH /api/inbox/{id}/read. Our design; repeating it is harmless. */
export const inboxReadResponseSchema = successResponseSchema;
/** DELETE /api/inbox/{id}. Our design. */
export const inboxDeleteResponseSchema = successResponseSchema;

/** The player's inbox calls; an `:id` that names none of the caller's messages answers 404. */
export const inboxCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/inbox',
    auth: 'player',
    query: inboxListRequestSchema,
    answer: inboxListResponseSchema,
    idempotent: false,
  }),
  message: defineCall({
    method: 'GET',
    path: '/api/inbox/:id',
    auth: 'player',
    params: inboxMessageParamsSchema,
    paramsNotFound: inboxMessages.notFound,
    answer: inboxMessageResponseSchema,
    idempotent: false,
  }),
  markRead: defineCall({
    method: 'PATCH',
    path: '/api/inbox/:id/read',
    auth: 'player',
    params: inboxMessageParamsSchema,
    paramsNotFound: inboxMessages.notFound,
    answer: inboxReadResponseSchema,
    idempotent: false,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/inbox/:id',
    auth: 'player',
    params: inboxMessageParamsSchema,
    paramsNotFound: inboxMessages.notFound,
    answer: inboxDeleteResponseSchema,
    idempotent: false,
  }),
};

/** Longest title and body an operator may send; system messages stay well inside them. */
export const INBOX_TITLE_LENGTH_MAX = 120;
export const INBOX_MESSAGE_LENGTH_MAX = 2000;

/** Texts of the operator's POST /admin-api/inbox (ours: the spec has no operator screens). */
export const operatorInboxMessages = {
  recipientRequired: 'Please give the player’s user_id or username.',
  recipientTwice: 'Give either user_id or username, not both.',
  userIdInvalid: 'user_id must be a positive whole number.',
  recipientNotFound: 'No active player has this id or username.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title can have at most ${INBOX_TITLE_LENGTH_MAX} characters.`,
  messageRequired: 'Message is required.',
  messageTooLong: `Message can have at most ${INBOX_MESSAGE_LENGTH_MAX} characters.`,
  sent: 'Message sent.',
} as const;

/** POST /admin-api/inbox: one message to one player, named by id or by username. */
export const operatorInboxRequestSchema = z
  .object({
    user_id: optionalIdField(operatorInboxMessages.userIdInvalid),
    username: z.preprocess(
      blankToUndefined,
      z
        .string({ error: operatorInboxMessages.recipientNotFound })
        .trim()
        .max(64, operatorInboxMessages.recipientNotFound)
        .optional(),
    ),
    title: requiredText(operatorInboxMessages.titleRequired).max(
      INBOX_TITLE_LENGTH_MAX,
      operatorInboxMessages.titleTooLong,
    ),
    message: requiredText(operatorInboxMessages.messageRequired).max(
      INBOX_MESSAGE_LENGTH_MAX,
      operatorInboxMessages.messageTooLong,
    ),
  })
  .superRefine((value, context) => {
    if (value.user_id === undefined && value.username === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: operatorInboxMessages.recipientRequired,
      });
    } else if (value.user_id !== undefined && value.username !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: operatorInboxMessages.recipientTwice,
      });
    }
  });
export type OperatorInboxRequest = z.infer<typeof operatorInboxRequestSchema>;

export const operatorInboxResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: inboxMessageSchema.extend({ user_id: z.number().int() }),
});
export type OperatorInboxResponse = z.infer<typeof operatorInboxResponseSchema>;

/** The console's inbox call: owners and support write to a player, once per Idempotency-Key. */
export const inboxAdminCalls = {
  /** Answers 201, and a replay of the key repeats it. */
  send: defineCall({
    method: 'POST',
    path: '/admin-api/inbox',
    auth: 'operator',
    body: operatorInboxRequestSchema,
    answer: operatorInboxResponseSchema,
    idempotent: true,
  }),
};
