/**
 * GET sports-events/{sport} "on the exchange host" ([contract: Calls]): the host the server names in
 * /api/general (`exchange_host`), or this site when it names none. The list is public, so no token
 * travels to another host.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  callPath,
  exchangeCalls,
  type ExchangeSport,
  type SportsEventsResponse,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { generalQueryOptions } from '../../../shared/site/get-general';
import { exchangeQueryKey } from './query-keys';

export function getSportsEvents(
  sport: ExchangeSport,
  exchangeHost: string | null | undefined,
  signal?: AbortSignal,
): Promise<SportsEventsResponse> {
  const host = exchangeHost ?? '';
  return withFailureLog('Failed to fetch sports events', signal, async () => {
    const call = exchangeCalls.sportsEvents;
    return await apiRequest(`${host}${callPath(call, { sport })}`, {
      signal,
      schema: call.answer,
      ...(host === '' ? {} : { token: null }),
    });
  });
}

export function sportsEventsQueryOptions(sport: ExchangeSport) {
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'sports-events', sport],
    queryFn: async ({ signal, client }) => {
      const general = await client.ensureQueryData(generalQueryOptions());
      return getSportsEvents(sport, general.exchange_host, signal);
    },
    staleTime: 60_000,
  });
}
