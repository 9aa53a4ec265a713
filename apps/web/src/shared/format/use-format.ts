/** The formatting functions bound to the language the player chose in the header. */
import { useTranslation } from '../i18n/use-translation';
import { toLanguage } from '../i18n/languages';
import { formatDate, formatDateTime, formatNumber, formatTaka, formatTime } from './format';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    language,
    taka: (amountTaka: number) => formatTaka(amountTaka, language),
    number: (value: number) => formatNumber(value, language),
    date: (instant: Date | string | number) => formatDate(instant, language),
    time: (instant: Date | string | number) => formatTime(instant, language),
    dateTime: (instant: Date | string | number) => formatDateTime(instant, language),
  };
}
