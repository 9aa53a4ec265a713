/**
 * POST /api/messages {chat_id, sender_id, content}: the player writes to the desk. The sender is
 * the signed-in player's own id (the server refuses any other).
 */
import type { SendChatMessageRequest, SendChatMessageResponse, ChatMessage } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';

export async function sendChatMessage(request: SendChatMessageRequest): Promise<ChatMessage> {
  const response = await apiRequest<SendChatMessageResponse>('/api/messages', {
    method: 'POST',
    body: request,
  });
  return response.data;
}
