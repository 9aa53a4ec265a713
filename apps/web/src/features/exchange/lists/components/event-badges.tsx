/** An event's In-Play badge or start time (GMT+6), and its Fancy and BookMaker badges. */
import type { SportsEvent } from '@khela/contract';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useFormat } from '../../../../shared/format/use-format';
import { dhakaDayNumber } from '../event-days';

export function EventStart({ event, nowMs }: { event: SportsEvent; nowMs: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (event.InPlay) {
    return <span className="list-badge list-badge--inplay">{t('exchangeLists.inPlay')}</span>;
  }
  const day = dhakaDayNumber(event.OpenDate) - dhakaDayNumber(nowMs);
  const time = format.time(event.OpenDate);
  const text =
    day <= 0
      ? t('exchangeLists.today', { time })
      : day === 1
        ? t('exchangeLists.tomorrow', { time })
        : format.dateTime(event.OpenDate);
  return (
    <time className="event-row__start text-muted-xs" dateTime={event.OpenDate}>
      {text}
    </time>
  );
}

export function MarketBadges({ event }: { event: Pick<SportsEvent, 'Fancy' | 'Bookmaker'> }) {
  const { t } = useTranslation();
  return (
    <>
      {event.Fancy ? (
        <span className="list-badge list-badge--fancy">{t('exchangeLists.fancy')}</span>
      ) : null}
      {event.Bookmaker ? (
        <span className="list-badge list-badge--bookmaker">{t('exchangeLists.bookmaker')}</span>
      ) : null}
    </>
  );
}
