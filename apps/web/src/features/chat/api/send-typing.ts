/**
 * POST /api/chats/{chatId}/typing: tells the desk the player is typing. A hint only: a lost
 * signal costs nothing, so a failure is logged and never shown.
 */
import { callPath, chatCalls } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logError } from '../../../shared/log';

export async function sendTyping(chatId: number): Promise<void> {
  try {
    const call = chatCalls.typing;
    await apiRequest(callPath(call, { chatId }), { method: call.method, schema: call.answer });
  } catch (error) {
    logError('Failed to send the typing signal', error);
  }
}
