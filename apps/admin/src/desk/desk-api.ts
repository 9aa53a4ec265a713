/** The support desk's calls (`/admin-api/chats…`, owner and support). */
import {
  supportChatCalls,
  type ChatTypingResponse,
  type SupportChatAssignResponse,
  type SupportChatListResponse,
  type SupportChatThreadResponse,
  type SupportReadResponse,
  type SupportReplyResponse,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export function listDeskChats(): Promise<SupportChatListResponse> {
  return adminCall(supportChatCalls.list, { query: { limit: 100 } });
}

export function getDeskThread(
  chatId: number,
  beforeId?: number,
): Promise<SupportChatThreadResponse> {
  return adminCall(supportChatCalls.thread, { params: { chatId }, query: { before_id: beforeId } });
}

export function sendDeskReply(chatId: number, content: string): Promise<SupportReplyResponse> {
  return adminCall(supportChatCalls.reply, { params: { chatId }, body: { content } });
}

export function markDeskChatRead(chatId: number, upToId: number): Promise<SupportReadResponse> {
  return adminCall(supportChatCalls.read, { params: { chatId }, body: { up_to_id: upToId } });
}

export function sendDeskTyping(chatId: number): Promise<ChatTypingResponse> {
  return adminCall(supportChatCalls.typing, { params: { chatId }, body: {} });
}

/** The caller takes the chat (from nobody or a colleague). */
export function takeDeskChat(chatId: number): Promise<SupportChatAssignResponse> {
  return adminCall(supportChatCalls.assign, { params: { chatId }, body: {} });
}

/** Nobody has the chat any more. */
export function releaseDeskChat(chatId: number): Promise<SupportChatAssignResponse> {
  return adminCall(supportChatCalls.unassign, { params: { chatId }, body: {} });
}
