/**
 * Support chat (/chat, /chat-list, /chat-box/{chatId}, [contract: Entities], [contract: Validation], [contract: Calls]): the player's calls,
 * the typing signal and the live events. The support desk's own calls are in chat-support.ts.
 */
import { z } from 'zod';
import { successListAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField, optionalIdField, requiredText } from './fields.js';

/** Our limit on one chat message. */
export const CHAT_MESSAGE_LENGTH_MAX = 1_000;
/** Messages one call answers; older ones come page by page with `before_id`. */
export const CHAT_HISTORY_PAGE_SIZE = 50;
/** Our spam guard: messages one player may send in a minute (a 429 past it). */
export const CHAT_MESSAGES_PER_MINUTE_MAX = 30;
/** While the player types, the client signals "typing" at most this often. */
export const CHAT_TYPING_SIGNAL_INTERVAL_MS = 3_000;
/** The server relays at most one typing signal per chat and side in this window; extras are dropped. */
export const CHAT_TYPING_RELAY_WINDOW_SECONDS = 2;
/** The indicator shows this long after the last signal (a signal is sent every few seconds while typing). */
export const CHAT_TYPING_SHOWN_MS = 6_000;
/** A thread asks again this often while the live stream is down. */
export const CHAT_POLL_MS = 5_000;
/** What `other_user.username` reads for the support counterpart; screens show their own label. */
export const SUPPORT_CHAT_USERNAME = 'Customer Support';

/** Texts of the chat calls (not chat messages themselves). All our wording. */
export const chatMessages = {
  /** The client never sends blank input; the server answers this if one arrives. */
  contentRequired: 'Please type a message.',
  contentTooLong: 'A message can be at most 1000 characters.',
  chatNotFound: 'Chat not found.',
  /** A chat opens between the caller and customer support only. */
  counterpartInvalid: 'You can only chat with customer support.',
  userOneRequired: 'user_one_id is required',
  senderRequired: 'sender_id is required',
  /** A `sender_id` (or `user_one_id`) that is not the signed-in player. */
  notYourself: 'You can only chat as yourself.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  beforeIdInvalid: 'before_id must be a positive whole number.',
} as const;

/** Blank or whitespace-only input is not sent. */
export function isSendableChatText(text: string): boolean {
  return text.trim() !== '';
}

/** Who wrote a message: the player, or the support desk (any operator). */
export const chatSenders = ['player', 'support'] as const;
export type ChatSender = (typeof chatSenders)[number];

/**
 * `sender_id` is the player's user id or, for the support desk, SUPPORT_CHAT_COUNTERPART_ID.
 * `sender` is ours: a player whose own user id is 7 could not tell the two apart by id alone.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int(),
  sender: z.enum(chatSenders),
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation in the list: `chat_id` opens /chat-box/{chatId}; `id` is the counterpart's user id. */
export const chatSchema = z.object({
  chat_id: z.number().int(),
  id: z.number().int(),
  other_user: z.object({ username: z.string() }),
  last_message: chatMessageSchema.nullable(),
});
export type Chat = z.infer<typeof chatSchema>;

/** GET /api/get-chats: the caller's conversations, most recent first. */
export const getChatsResponseSchema = successListAnswer(chatSchema);
export type GetChatsResponse = z.infer<typeof getChatsResponseSchema>;

/**
 * POST /api/chats. `user_one_id` must be the caller and `user_two_id` the support counterpart (7).
 * Opening a chat that exists answers the existing one.
 */
export const createChatRequestSchema = z.object({
  user_one_id: idField(chatMessages.userOneRequired),
  user_two_id: idField(chatMessages.counterpartInvalid),
});
export type CreateChatRequest = z.infer<typeof createChatRequestSchema>;
export const createChatResponseSchema = z.object({
  chat: z.object({
    id: z.number().int(),
    user_one_id: z.number().int(),
    user_two_id: z.number().int(),
    created_at: z.string(),
  }),
});
export type CreateChatResponse = z.infer<typeof createChatResponseSchema>;

/** The `{chatId}` of GET /api/chats/{chatId}/messages. */
export const chatParamsSchema = z.object({ chatId: idField(chatMessages.chatNotFound) });
export type ChatParams = z.infer<typeof chatParamsSchema>;
/** GET /api/chats/{chatId}/messages?before_id: a page of messages older than `before_id`. */
export const chatMessagesQuerySchema = z.object({
  before_id: optionalIdField(chatMessages.beforeIdInvalid),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;
/**
 * The newest CHAT_HISTORY_PAGE_SIZE messages (before `before_id` when given), oldest first, as a
 * thread reads. `has_more` (ours) says whether older ones exist.
 */
export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(chatMessageSchema),
  has_more: z.boolean(),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** A message's text, from the player or the desk: required, trimmed, within the limit. */
export const chatContentField = requiredText(chatMessages.contentRequired).max(
  CHAT_MESSAGE_LENGTH_MAX,
  chatMessages.contentTooLong,
);

/** POST /api/messages. `sender_id` must be the caller; the chat must be the caller's. */
export const sendChatMessageRequestSchema = z.object({
  chat_id: idField(chatMessages.chatNotFound),
  sender_id: idField(chatMessages.senderRequired),
  content: chatContentField,
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;
export const sendChatMessageResponseSchema = z.object({ data: chatMessageSchema });
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

/**
 * POST /api/chats/{chatId}/typing (ours; the spec does not show the typing call): an ephemeral
 * "the player is typing" signal, relayed to the support desk's stream and never stored.
 */
export const chatTypingResponseSchema = z.object({ success: z.literal(true) });
export type ChatTypingResponse = z.infer<typeof chatTypingResponseSchema>;

/**
 * A call on one chat: a `chatId` that is not an id names no chat, so it answers the 404 of an
 * unknown chat (shared with the desk's calls).
 */
export const onOneChat = { params: chatParamsSchema, paramsNotFound: chatMessages.chatNotFound };

/** The player's chat calls. */
export const chatCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/get-chats',
    auth: 'player',
    answer: getChatsResponseSchema,
    idempotent: false,
  }),
  /** 201 for a new chat, 200 for the one that existed. */
  open: defineCall({
    method: 'POST',
    path: '/api/chats',
    auth: 'player',
    body: createChatRequestSchema,
    answer: createChatResponseSchema,
    idempotent: false,
  }),
  messages: defineCall({
    method: 'GET',
    path: '/api/chats/:chatId/messages',
    auth: 'player',
    ...onOneChat,
    query: chatMessagesQuerySchema,
    answer: chatMessagesResponseSchema,
    idempotent: false,
  }),
  typing: defineCall({
    method: 'POST',
    path: '/api/chats/:chatId/typing',
    auth: 'player',
    ...onOneChat,
    answer: chatTypingResponseSchema,
    idempotent: false,
  }),
  send: defineCall({
    method: 'POST',
    path: '/api/messages',
    auth: 'player',
    body: sendChatMessageRequestSchema,
    answer: sendChatMessageResponseSchema,
    idempotent: false,
  }),
};

/** Live events about chats, on the player's stream and on the support desk's stream. */
export const chatLiveEvents = {
  /** A new message in a chat: on the player's stream a ChatMessage; on the desk's a SupportChatMessageEvent. */
  message: 'chat.message',
  /** The other side is typing in a chat. */
  typing: 'chat.typing',
  /** (Desk only.) A chat's unread messages were read by an operator. */
  read: 'chat.read',
  /** (Desk only.) An operator took a chat or let it go. */
  assigned: 'chat.assigned',
} as const;

export const chatMessageEventSchema = chatMessageSchema;
export type ChatMessageEvent = z.infer<typeof chatMessageEventSchema>;

export const chatTypingEventSchema = z.object({
  chat_id: z.number().int(),
  sender: z.enum(chatSenders),
});
export type ChatTypingEvent = z.infer<typeof chatTypingEventSchema>;
