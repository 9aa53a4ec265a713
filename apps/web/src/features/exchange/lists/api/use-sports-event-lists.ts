/**
 * The three sports' event lists (GET /api/sports-events/{sport}, read with the exchange's own
 * query options), asked again every 15 s while a list is on screen so a match that starts moves
 * under In-Play without a reload.
 */
import { useQueries } from '@tanstack/react-query';
import { exchangeSports, type ExchangeSport, type SportsEventListItem } from '@khela/contract';
import { sportsEventsQueryOptions } from '../../api/get-sports-events';

export const EVENT_LIST_REFRESH_MS = 15_000;

export interface SportEventList {
  sport: ExchangeSport;
  events: SportsEventListItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useSportsEventLists(
  sports: readonly ExchangeSport[] = exchangeSports,
): SportEventList[] {
  return useQueries({
    queries: sports.map((sport) => ({
      ...sportsEventsQueryOptions(sport),
      refetchInterval: EVENT_LIST_REFRESH_MS,
    })),
    combine: (results) =>
      results.map((result, index) => {
        const sport = sports[index] ?? 'cricket';
        return {
          sport,
          events: result.data?.map((event) => ({ ...event, sport })),
          isPending: result.isPending,
          // A failed refresh keeps the list it had; only a list never read is an error.
          isError: result.isError && result.data === undefined,
          refetch: () => void result.refetch(),
        };
      }),
  });
}
