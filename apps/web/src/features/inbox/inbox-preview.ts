/** The list shows the first five words of a message ([contract: Limits], inbox preview 5 words). */
import { INBOX_PREVIEW_WORDS } from '@khela/contract';

export function messagePreview(message: string, words = INBOX_PREVIEW_WORDS): string {
  const all = message.trim().split(/\s+/).filter(Boolean);
  const shown = all.slice(0, words).join(' ');
  return all.length > words ? `${shown}…` : shown;
}
