/**
 * Which market the screen shows: the navigation state the exchange lists pass (marketId, eventId,
 * selectedSport, previousPath), else the address's query, so a shared link or a reload still works.
 */
import { exchangeSports, sameSitePath, type ExchangeSport } from '@khela/contract';

export interface OddsViewTarget {
  marketId: string;
  eventId: string;
  sport: ExchangeSport;
  previousPath: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function readOddsViewTarget(state: unknown, search: string): OddsViewTarget {
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const query = new URLSearchParams(search);
  const sport = text(record['selectedSport'])?.toLowerCase() ?? query.get('sport') ?? '';
  return {
    marketId: text(record['marketId']) ?? text(query.get('marketId')) ?? '',
    eventId: text(record['eventId']) ?? text(query.get('eventId')) ?? '',
    sport: (exchangeSports as readonly string[]).includes(sport)
      ? (sport as ExchangeSport)
      : 'cricket',
    // Only a path inside the site is a place to go back to.
    previousPath: sameSitePath(record['previousPath']) ?? '/',
  };
}
