/**
 * /exchange: Cricket, Soccer and Tennis with their matches, in play first (In-Play badge) then the
 * next ones with their start time in GMT+6, each showing its runners' best back and lay prices and
 * the Fancy and BookMaker badges. A tap opens the match's odds view. Prices are read for all rows
 * in one call every second; the lists themselves every 15 s.
 */
import { useQuery } from '@tanstack/react-query';
import { exchangeSports, type SportsEventListItem } from '@khela/contract';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import '../../exchange.css';
import { matchOddsBatchQueryOptions } from '../api/get-match-odds-batch';
import { useSportsEventLists } from '../api/use-sports-event-lists';
import { EventListSection } from '../components/event-list-section';
import { RunnerPrices } from '../components/runner-prices';
import { inPlayFirst } from '../event-days';
import '../exchange-lists.css';
import { oddsViewLink } from '../odds-view-link';
import { useNow } from '../use-now';

/** A list is for scanning; the odds view polls every 300 ms where the bet is made. */
export const HOME_PRICES_POLL_MS = 1_000;

export function ExchangeHomeScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const nowMs = useNow();
  const lists = useSportsEventLists(exchangeSports);
  const sorted = lists.map((list) => ({
    ...list,
    events: list.events && inPlayFirst(list.events),
  }));
  // In-play markets first, so they keep their prices if the lists ever outgrow one read.
  const marketIds = inPlayFirst(sorted.flatMap((list) => list.events ?? [])).map(
    (event) => event.MarketId,
  );
  const prices = useQuery(matchOddsBatchQueryOptions(marketIds, HOME_PRICES_POLL_MS));
  const marketById = new Map(prices.data?.map((market) => [market.marketId, market]));
  const previousPath = `${location.pathname}${location.search}`;
  const pricesOf = (event: SportsEventListItem) => {
    const market = marketById.get(event.MarketId);
    if (!market) return null;
    const link = oddsViewLink(
      { marketId: event.MarketId, eventId: event.EventId, sport: event.sport },
      previousPath,
    );
    return (
      <RunnerPrices market={market} onOpen={() => void navigate(link.to, { state: link.state })} />
    );
  };

  return (
    <div className="exchange-lists stack-3">
      <h1 className="exchange-lists__title">{t('exchangeLists.homeTitle')}</h1>
      <p className="exchange-lists__intro text-muted-sm">{t('exchangeLists.homeIntro')}</p>
      {sorted.map((list) => {
        const sportName = t(`exchangeLists.sports.${list.sport}`);
        return (
          <EventListSection
            key={list.sport}
            title={sportName}
            list={list}
            events={list.events}
            emptyText={t('exchangeLists.noEvents', { sport: sportName })}
            previousPath={previousPath}
            nowMs={nowMs}
            pricesOf={pricesOf}
          />
        );
      })}
    </div>
  );
}
