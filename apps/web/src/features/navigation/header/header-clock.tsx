/** The header clock: Dhaka time with seconds, labelled GMT+6, ticking every second ([contract: Calls], [contract: Limits]). */
import { HEADER_CLOCK_TICK_MS } from '@khela/contract';
import { Clock } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatTime } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/use-format';
import { useNow } from './use-now';

export function HeaderClock() {
  const { t } = useTranslation();
  const { language } = useFormat();
  const now = useNow(HEADER_CLOCK_TICK_MS);
  return (
    <p className="header-clock text-muted-xs">
      <Clock size={16} aria-hidden="true" />
      <span className="visually-hidden">{t('navigation.clock')}</span>
      <time dateTime={new Date(now).toISOString()} className="header-clock__time">
        {formatTime(now, language, { seconds: true })}
      </time>
    </p>
  );
}
