/** How promotions read on a card: a five-word preview and calendar dates as day/month/year. */
import { PROMOTION_DESCRIPTION_PREVIEW_WORDS, type Language } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';

/** The first words of a description, with an ellipsis when there were more. */
export function previewWords(
  text: string,
  wordCount: number = PROMOTION_DESCRIPTION_PREVIEW_WORDS,
): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const preview = words.slice(0, wordCount).join(' ');
  return words.length > wordCount ? `${preview}…` : preview;
}

/**
 * A calendar date from the server (YYYY-MM-DD, already a day in Asia/Dhaka) as day/month/year.
 * It is read as text, not as an instant, so no time zone can move it to the day before.
 */
export function formatCalendarDate(date: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!match) return date;
  const [, year, month, day] = match;
  return toLocalDigits(`${day}/${month}/${year}`, language);
}
