/**
 * /exchange-sports (the spec shows no content; docs/decisions.md, Exchange lists): pick Cricket,
 * Soccer or Tennis, then that sport's matches in two groups, In-Play and Upcoming (start time in
 * GMT+6), each with its Fancy and BookMaker badges, a pin for Multi Markets, and a tap to the odds
 * view. The sport lives in the address (?sport=), so coming back from a match keeps it.
 */
import { exchangeSports, type ExchangeSport } from '@khela/contract';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { useSportsEventLists } from '../api/use-sports-event-lists';
import { EventListSection } from '../components/event-list-section';
import { ListTabs } from '../components/list-tabs';
import { PinNotice } from '../components/pin-notice';
import { inPlayFirst } from '../event-days';
import '../exchange-lists.css';
import { usePinToggle } from '../use-pin-toggle';
import { useNow } from '../use-now';

function readSport(value: string | null): ExchangeSport {
  return exchangeSports.find((sport) => sport === value?.toLowerCase()) ?? 'cricket';
}

export function ExchangeSportsScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sport = readSport(searchParams.get('sport'));
  const sportName = t(`exchangeLists.sports.${sport}`);
  const nowMs = useNow();
  const [list] = useSportsEventLists([sport]);
  const pins = usePinToggle();
  const previousPath = `${location.pathname}${location.search}`;
  const events = list?.events ? inPlayFirst(list.events) : undefined;
  const groups = [
    {
      key: 'inPlay',
      title: t('exchangeLists.inPlay'),
      events: events?.filter((event) => event.InPlay),
      emptyText: t('exchangeLists.noEventsInTab', { sport: sportName }),
    },
    {
      key: 'upcoming',
      title: t('exchangeLists.upcoming'),
      events: events?.filter((event) => !event.InPlay),
      emptyText: t('exchangeLists.noEvents', { sport: sportName }),
    },
  ];

  return (
    <div className="exchange-lists stack-3">
      <h1 className="exchange-lists__title">{t('exchangeLists.sportsTitle')}</h1>
      <ListTabs
        label={t('exchangeLists.sportPicker')}
        tabs={exchangeSports.map((value) => ({
          value,
          text: t(`exchangeLists.sports.${value}`),
        }))}
        selected={sport}
        onSelect={(value) => setSearchParams({ sport: value }, { replace: true })}
      />
      <p className="exchange-lists__intro text-muted-sm">
        {t('exchangeLists.sportIntro', { sport: sportName })}
      </p>
      <PinNotice notice={pins.notice} />
      {groups.map((group) => (
        <EventListSection
          key={group.key}
          title={group.title}
          list={list}
          events={group.events}
          emptyText={group.emptyText}
          previousPath={previousPath}
          nowMs={nowMs}
          pinOf={pins.pinOf}
        />
      ))}
    </div>
  );
}
