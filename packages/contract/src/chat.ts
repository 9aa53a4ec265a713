/** Support chat (player-area /chat, /chat-list, /chat-box/{chatId}, §3, §5, §7). */
import { z } from 'zod';
import { idField } from './fields.js';

/** Our limit on one chat message. */
export const CHAT_MESSAGE_LENGTH_MAX = 1_000;

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
} as const;

/** Blank or whitespace-only input is not sent. */
export function isSendableChatText(text: string): boolean {
  return text.trim() !== '';
}

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  sender_id: z.number().int(),
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
export const getChatsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(chatSchema),
});
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
/** Oldest first, as a thread reads. */
export const chatMessagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(chatMessageSchema),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** POST /api/messages. `sender_id` must be the caller; the chat must be the caller's. */
export const sendChatMessageRequestSchema = z.object({
  chat_id: idField(chatMessages.chatNotFound),
  sender_id: idField(chatMessages.senderRequired),
  content: z
    .string({ error: chatMessages.contentRequired })
    .trim()
    .min(1, { error: chatMessages.contentRequired, abort: true })
    .max(CHAT_MESSAGE_LENGTH_MAX, chatMessages.contentTooLong),
});
export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;
export const sendChatMessageResponseSchema = z.object({ data: chatMessageSchema });
export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;
