/** A promotion's first and last day on its card: the words for a screen reader, the dates to see. */
import { CalendarDays } from 'lucide-react';
import { useFormat } from '../../../shared/format/use-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatCalendarDate } from '../promotion-text';

export function PromotionDates({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const start = formatCalendarDate(startDate, language);
  const end = formatCalendarDate(endDate, language);
  return (
    <p className="media-card__dates">
      <CalendarDays size={16} aria-hidden="true" />
      <span className="visually-hidden">{t('promotions.datesLabel', { start, end })}</span>
      <span aria-hidden="true">{t('promotions.dates', { start, end })}</span>
    </p>
  );
}
