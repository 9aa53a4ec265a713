/** The support desk's calls (`/admin-api/chats…`, owner and support). */
import type {
  ChatTypingResponse,
  SupportChatAssignResponse,
  SupportChatListResponse,
  SupportChatThreadResponse,
  SupportReadResponse,
  SupportReplyResponse,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export function listDeskChats(): Promise<SupportChatListResponse> {
  return adminApi('/chats', { query: { limit: 100 } });
}

export function getDeskThread(
  chatId: number,
  beforeId?: number,
): Promise<SupportChatThreadResponse> {
  return adminApi(`/chats/${chatId}`, { query: { before_id: beforeId } });
}

export function sendDeskReply(chatId: number, content: string): Promise<SupportReplyResponse> {
  return adminApi(`/chats/${chatId}/messages`, { method: 'POST', body: { content } });
}

export function markDeskChatRead(chatId: number, upToId: number): Promise<SupportReadResponse> {
  return adminApi(`/chats/${chatId}/read`, { method: 'POST', body: { up_to_id: upToId } });
}

export function sendDeskTyping(chatId: number): Promise<ChatTypingResponse> {
  return adminApi(`/chats/${chatId}/typing`, { method: 'POST', body: {} });
}

/** The caller takes the chat (from nobody or a colleague). */
export function takeDeskChat(chatId: number): Promise<SupportChatAssignResponse> {
  return adminApi(`/chats/${chatId}/assign`, { method: 'POST', body: {} });
}

/** Nobody has the chat any more. */
export function releaseDeskChat(chatId: number): Promise<SupportChatAssignResponse> {
  return adminApi(`/chats/${chatId}/unassign`, { method: 'POST', body: {} });
}
