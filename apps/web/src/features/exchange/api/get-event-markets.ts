/** GET /api/event/{eventId}: the event's Fancy and Bookmaker markets, keyed by market id. */
import { queryOptions } from '@tanstack/react-query';
import { exchangeCalls, type EventResponse, type ExchangeEvent } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { eventMarketsQueryKey } from './query-keys';

const noMarkets: ExchangeEvent = { fancy2: {}, bookmaker: {} };

/** The event sits at data.items[eventId]; an event without side markets has no item. */
export function pickEvent(response: EventResponse, eventId: string): ExchangeEvent {
  return response.data.items[eventId] ?? noMarkets;
}

export function getEventMarkets(eventId: string, signal?: AbortSignal): Promise<ExchangeEvent> {
  return withFailureLog('Failed to fetch event markets', signal, async () => {
    const call = exchangeCalls.event;
    const response = await apiCall(call, { params: { eventId }, signal });
    return pickEvent(response, eventId);
  });
}

export function eventMarketsQueryOptions(eventId: string, pollMs: number | false) {
  return queryOptions({
    queryKey: eventMarketsQueryKey(eventId),
    queryFn: ({ signal }) => getEventMarkets(eventId, signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
