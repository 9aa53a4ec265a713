/**
 * POST /api/messages {chat_id, sender_id, content}: the player writes to the desk. The sender is
 * the signed-in player's own id (the server refuses any other).
 */
import { chatCalls, type ChatMessage, type SendChatMessageRequest } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';

export async function sendChatMessage(request: SendChatMessageRequest): Promise<ChatMessage> {
  const response = await apiCall(chatCalls.send, { body: request });
  return response.data;
}
