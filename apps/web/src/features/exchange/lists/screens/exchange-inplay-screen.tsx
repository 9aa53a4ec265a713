/**
 * /exchange-inplay: tabs In-Play, Today, Tomorrow and Result, a search by match name, and the
 * matches grouped under Cricket, Soccer and Tennis with their Fancy and BookMaker badges and a pin
 * that adds the Match Odds to Multi Markets. Result lists the last days' finished matches with the
 * winner or void. The tab lives in the address (?tab=), so coming back from a match keeps it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  EXCHANGE_RESULT_DAYS,
  exchangeSports,
  inPlayTabs,
  type ExchangeResult,
} from '@khela/contract';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { useFormat } from '../../../../shared/format/use-format';
import { exchangeResultsQueryOptions } from '../api/get-exchange-results';
import { useSportsEventLists } from '../api/use-sports-event-lists';
import { EventListSection } from '../components/event-list-section';
import { ListSection } from '../components/list-section';
import { ListTabs } from '../components/list-tabs';
import { PinNotice } from '../components/pin-notice';
import { ResultRow } from '../components/result-row';
import { inPlayFirst, isInTab, matchesSearch, type EventListTab } from '../event-days';
import '../exchange-lists.css';
import { usePinToggle } from '../use-pin-toggle';
import { useNow } from '../use-now';

type InPlayTab = EventListTab | 'result';

/** The contract's tab names, in its order, with the keys the screen uses. */
const tabValues: Record<(typeof inPlayTabs)[number], InPlayTab> = {
  'In-Play': 'inPlay',
  Today: 'today',
  Tomorrow: 'tomorrow',
  Result: 'result',
};

function readTab(value: string | null): InPlayTab {
  return Object.values(tabValues).find((tab) => tab === value) ?? 'inPlay';
}

export function ExchangeInplayScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const [query, setQuery] = useState('');
  const searchId = useId();
  const previousPath = `${location.pathname}${location.search}`;

  return (
    <div className="exchange-lists stack-3">
      <h1 className="exchange-lists__title">{t('exchangeLists.inPlayTitle')}</h1>
      <ListTabs
        label={t('exchangeLists.tabsLabel')}
        tabs={inPlayTabs.map((name) => ({
          value: tabValues[name],
          text: t(`exchangeLists.tabs.${tabValues[name]}`),
        }))}
        selected={tab}
        onSelect={(value) => setSearchParams({ tab: value }, { replace: true })}
      />
      <div className="list-search stack-1">
        <label className="list-search__label text-muted-xs" htmlFor={searchId}>
          {t('exchangeLists.search')}
        </label>
        <div className="list-search__field box-sunken row-2">
          <Search size={18} aria-hidden="true" />
          <input
            id={searchId}
            className="list-search__input"
            type="search"
            value={query}
            placeholder={t('exchangeLists.searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      {tab === 'result' ? (
        <ResultGroups query={query} />
      ) : (
        <EventGroups tab={tab} query={query} previousPath={previousPath} />
      )}
    </div>
  );
}

function EventGroups({
  tab,
  query,
  previousPath,
}: {
  tab: EventListTab;
  query: string;
  previousPath: string;
}) {
  const { t } = useTranslation();
  const nowMs = useNow();
  const lists = useSportsEventLists(exchangeSports);
  const pins = usePinToggle();
  return (
    <>
      <PinNotice notice={pins.notice} />
      {lists.map((list) => {
        const sportName = t(`exchangeLists.sports.${list.sport}`);
        const events = list.events
          ? inPlayFirst(
              list.events.filter(
                (event) => isInTab(event, tab, nowMs) && matchesSearch(event.Event, query),
              ),
            )
          : undefined;
        return (
          <EventListSection
            key={list.sport}
            title={sportName}
            list={list}
            events={events}
            emptyText={
              query.trim() === ''
                ? t('exchangeLists.noEventsInTab', { sport: sportName })
                : t('exchangeLists.noSearchMatch', { sport: sportName, query: query.trim() })
            }
            previousPath={previousPath}
            nowMs={nowMs}
            pinOf={pins.pinOf}
          />
        );
      })}
    </>
  );
}

function ResultGroups({ query }: { query: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const results = useQuery(exchangeResultsQueryOptions(EXCHANGE_RESULT_DAYS.default));
  const bySport = (sport: string): ExchangeResult[] | undefined =>
    results.data?.filter((result) => result.Sport === sport && matchesSearch(result.Event, query));
  return (
    <>
      {exchangeSports.map((sport) => {
        const sportName = t(`exchangeLists.sports.${sport}`);
        const list = bySport(sport);
        return (
          <ListSection
            key={sport}
            title={sportName}
            count={list?.length}
            isPending={results.isPending}
            failedText={results.isError ? t('exchangeLists.results.failed') : undefined}
            onRetry={() => void results.refetch()}
            emptyText={
              query.trim() === ''
                ? t('exchangeLists.results.empty', {
                    sport: sportName,
                    days: format.number(EXCHANGE_RESULT_DAYS.default),
                  })
                : t('exchangeLists.noSearchMatch', { sport: sportName, query: query.trim() })
            }
          >
            {list?.map((result) => (
              <ResultRow key={result.MarketId} result={result} />
            ))}
          </ListSection>
        );
      })}
    </>
  );
}
