/** When the player's typing is worth telling the desk about: text to send, and not too often. */
import { CHAT_TYPING_SIGNAL_INTERVAL_MS, isSendableChatText } from '@khela/contract';

export function shouldSignalTyping(
  text: string,
  lastSignalAtMs: number | undefined,
  nowMs: number,
): boolean {
  if (!isSendableChatText(text)) return false;
  return lastSignalAtMs === undefined || nowMs - lastSignalAtMs >= CHAT_TYPING_SIGNAL_INTERVAL_MS;
}
