/**
 * How the lists open /odds-view: the navigation state the odds view reads (marketId, eventId,
 * selectedSport, previousPath) and the same ids in the query, so a reload or a shared link still
 * finds the market (features/exchange/odds-view-target.ts).
 */
import type { ExchangeSport } from '@khela/contract';
import type { To } from 'react-router';
import { paths } from '../../../shared/routing/paths';

export interface OddsViewLink {
  to: To;
  state: { marketId: string; eventId: string; selectedSport: ExchangeSport; previousPath: string };
}

export function oddsViewLink(
  market: { marketId: string; eventId: string; sport: ExchangeSport },
  previousPath: string,
): OddsViewLink {
  const search = new URLSearchParams({
    marketId: market.marketId,
    eventId: market.eventId,
    sport: market.sport,
  });
  return {
    to: { pathname: paths.oddsView.getHref(), search: `?${search.toString()}` },
    state: {
      marketId: market.marketId,
      eventId: market.eventId,
      selectedSport: market.sport,
      previousPath,
    },
  };
}
