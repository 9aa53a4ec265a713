/**
 * POST /api/chats/{chatId}/typing: tells the desk the player is typing. A hint only: a lost
 * signal costs nothing, so a failure is logged and never shown.
 */
import { chatCalls } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logError } from '../../../shared/log';

export async function sendTyping(chatId: number): Promise<void> {
  try {
    await apiCall(chatCalls.typing, { params: { chatId } });
  } catch (error) {
    logError('Failed to send the typing signal', error);
  }
}
