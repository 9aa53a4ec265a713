/**
 * The support desk's side of the chat (`/admin-api`, roles admin and support): the conversations
 * with their unread counts, one thread, a reply, read markers, the typing signal and the desk's
 * live stream. The spec has no operator screens, so every name and message here is ours.
 */
import { z } from 'zod';
import { defineCall } from './calls.js';
import {
  chatMessageSchema,
  chatMessages,
  chatContentField,
  chatTypingResponseSchema,
  onOneChat,
} from './chat.js';
import { optionalIdField, formNumeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';

export const SUPPORT_CHAT_LIST_PAGE_SIZE_DEFAULT = 50;
export const SUPPORT_CHAT_LIST_PAGE_SIZE_MAX = 100;
/** The desk's live stream: every operator console of the desk hears the same events. */
export const SUPPORT_STREAM_PATH = '/admin-api/chats/stream';

export const supportChatMessages = {
  limitInvalid: `limit must be a whole number from 1 to ${SUPPORT_CHAT_LIST_PAGE_SIZE_MAX}.`,
  offsetInvalid: 'offset must be a whole number of 0 or more.',
  upToIdInvalid: 'up_to_id must be a positive whole number.',
  tooManyStreams: 'Too many live connections are open. Please close another tab and try again.',
} as const;

/** A message as the desk sees it: which operator wrote a support reply (null for the player's). */
export const supportChatMessageSchema = chatMessageSchema.extend({
  operator_username: z.string().nullable(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

/** One conversation in the desk's list. */
export const supportChatSummarySchema = z.object({
  chat_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  last_message: supportChatMessageSchema.nullable(),
  /** When the chat last changed (its newest message, or its opening). */
  last_activity_at: z.string(),
  /** The player's messages no operator has marked read. */
  unread_count: z.number().int(),
  /** The operator who took the chat, and their username; null while nobody has. */
  assigned_operator_id: z.number().int().nullable(),
  assigned_to: z.string().nullable(),
});
export type SupportChatSummary = z.infer<typeof supportChatSummarySchema>;

/** GET /admin-api/chats?limit&offset: newest activity first. */
export const supportChatListQuerySchema = z.object({
  limit: formNumeral(
    wholeNumber(supportChatMessages.limitInvalid, 1, SUPPORT_CHAT_LIST_PAGE_SIZE_MAX).default(
      SUPPORT_CHAT_LIST_PAGE_SIZE_DEFAULT,
    ),
  ),
  offset: formNumeral(wholeNumber(supportChatMessages.offsetInvalid, 0).default(0)),
});
export type SupportChatListQuery = z.infer<typeof supportChatListQuerySchema>;
export const supportChatListResponseSchema = z.object({
  data: z.array(supportChatSummarySchema),
  /** All conversations with at least one unread message. */
  unread_chats: z.number().int(),
});
export type SupportChatListResponse = z.infer<typeof supportChatListResponseSchema>;

/** GET /admin-api/chats/{chatId}?before_id: the conversation and a page of its messages. */
export const supportChatThreadQuerySchema = z.object({
  before_id: optionalIdField(chatMessages.beforeIdInvalid),
});
export type SupportChatThreadQuery = z.infer<typeof supportChatThreadQuerySchema>;
export const supportChatThreadResponseSchema = z.object({
  chat: supportChatSummarySchema,
  /** Oldest first; CHAT_HISTORY_PAGE_SIZE at most. */
  data: z.array(supportChatMessageSchema),
  has_more: z.boolean(),
});
export type SupportChatThreadResponse = z.infer<typeof supportChatThreadResponseSchema>;

/** POST /admin-api/chats/{chatId}/messages: a reply, shown to the player as the support desk. */
export const supportReplyRequestSchema = z.object({
  content: chatContentField,
});
export type SupportReplyRequest = z.infer<typeof supportReplyRequestSchema>;
export const supportReplyResponseSchema = z.object({ data: supportChatMessageSchema });
export type SupportReplyResponse = z.infer<typeof supportReplyResponseSchema>;

/**
 * POST /admin-api/chats/{chatId}/read: the player's messages up to `up_to_id` (default: the newest)
 * are read. Naming the last message the operator saw keeps one that arrived meanwhile unread.
 */
export const supportReadRequestSchema = z.object({
  up_to_id: optionalIdField(supportChatMessages.upToIdInvalid),
});
export type SupportReadRequest = z.infer<typeof supportReadRequestSchema>;
export const supportReadResponseSchema = z.object({
  success: z.literal(true),
  unread_count: z.number().int(),
});
export type SupportReadResponse = z.infer<typeof supportReadResponseSchema>;

/** The desk stream's `chat.message`: the message, and whose conversation it is. */
export const supportChatMessageEventSchema = z.object({
  chat_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  message: supportChatMessageSchema,
});
export type SupportChatMessageEvent = z.infer<typeof supportChatMessageEventSchema>;

/** The desk stream's `chat.read`: an operator read the chat up to a message. */
export const supportChatReadEventSchema = z.object({
  chat_id: z.number().int(),
  unread_count: z.number().int(),
});
export type SupportChatReadEvent = z.infer<typeof supportChatReadEventSchema>;

/**
 * POST /admin-api/chats/{chatId}/assign (the caller takes the chat, from nobody or a colleague)
 * and POST …/unassign (nobody has it): the chat as it is now.
 */
export const supportChatAssignResponseSchema = z.object({ chat: supportChatSummarySchema });
export type SupportChatAssignResponse = z.infer<typeof supportChatAssignResponseSchema>;

/** The desk stream's `chat.assigned`: who has the chat now. */
export const supportChatAssignedEventSchema = z.object({
  chat_id: z.number().int(),
  assigned_operator_id: z.number().int().nullable(),
  assigned_to: z.string().nullable(),
});
export type SupportChatAssignedEvent = z.infer<typeof supportChatAssignedEventSchema>;

/** The desk's chat calls (owner and support); the live stream beside them is not a JSON call. */
export const supportChatCalls = {
  list: defineCall({
    method: 'GET',
    path: '/admin-api/chats',
    auth: 'operator',
    query: supportChatListQuerySchema,
    answer: supportChatListResponseSchema,
    idempotent: false,
  }),
  thread: defineCall({
    method: 'GET',
    path: '/admin-api/chats/:chatId',
    auth: 'operator',
    ...onOneChat,
    query: supportChatThreadQuerySchema,
    answer: supportChatThreadResponseSchema,
    idempotent: false,
  }),
  reply: defineCall({
    method: 'POST',
    path: '/admin-api/chats/:chatId/messages',
    auth: 'operator',
    ...onOneChat,
    body: supportReplyRequestSchema,
    answer: supportReplyResponseSchema,
    idempotent: false,
  }),
  read: defineCall({
    method: 'POST',
    path: '/admin-api/chats/:chatId/read',
    auth: 'operator',
    ...onOneChat,
    body: supportReadRequestSchema,
    answer: supportReadResponseSchema,
    idempotent: false,
  }),
  assign: defineCall({
    method: 'POST',
    path: '/admin-api/chats/:chatId/assign',
    auth: 'operator',
    ...onOneChat,
    answer: supportChatAssignResponseSchema,
    idempotent: false,
  }),
  unassign: defineCall({
    method: 'POST',
    path: '/admin-api/chats/:chatId/unassign',
    auth: 'operator',
    ...onOneChat,
    answer: supportChatAssignResponseSchema,
    idempotent: false,
  }),
  typing: defineCall({
    method: 'POST',
    path: '/admin-api/chats/:chatId/typing',
    auth: 'operator',
    ...onOneChat,
    answer: chatTypingResponseSchema,
    idempotent: false,
  }),
};
