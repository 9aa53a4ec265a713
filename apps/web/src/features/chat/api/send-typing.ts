/**
 * POST /api/chats/{chatId}/typing: tells the desk the player is typing. A hint only: a lost
 * signal costs nothing, so a failure is logged and never shown.
 */
import type { ChatTypingResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logError } from '../../../shared/log';

export async function sendTyping(chatId: number): Promise<void> {
  try {
    await apiRequest<ChatTypingResponse>(`/api/chats/${encodeURIComponent(chatId)}/typing`, {
      method: 'POST',
    });
  } catch (error) {
    logError('Failed to send the typing signal', error);
  }
}
