/** Small text rules of the chat screens: the promotion cut, the route's chat id, the preview. */
import { CHAT_PROMOTION_DESCRIPTION_WORDS } from '@khela/contract';

/** The first `wordCount` words (the spec cuts /chat's promotion descriptions at 100), with an ellipsis when cut. */
export function truncateWords(
  text: string,
  wordCount: number = CHAT_PROMOTION_DESCRIPTION_WORDS,
): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= wordCount) return words.join(' ');
  return `${words.slice(0, wordCount).join(' ')}…`;
}

/** The `{chatId}` of /chat-box/{chatId}: a positive whole number, else undefined. */
export function chatIdFromParam(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A message on one line for the lists: line breaks and runs of spaces become single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
