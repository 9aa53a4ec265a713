/** GET /api/sports-events/{sport}: the sport's events, read here for the event's name. */
import { queryOptions } from '@tanstack/react-query';
import {
  sportsEventsResponseSchema,
  type ExchangeSport,
  type SportsEventsResponse,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { exchangeQueryKey } from './query-keys';

export async function getSportsEvents(
  sport: ExchangeSport,
  signal?: AbortSignal,
): Promise<SportsEventsResponse> {
  try {
    const response = await apiRequest<unknown>(`/api/sports-events/${sport}`, { signal });
    return sportsEventsResponseSchema.parse(response);
  } catch (error) {
    logFailedCall('Failed to fetch sports events', error, signal);
    throw error;
  }
}

export function sportsEventsQueryOptions(sport: ExchangeSport) {
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'sports-events', sport],
    queryFn: ({ signal }) => getSportsEvents(sport, signal),
    staleTime: 60_000,
  });
}
