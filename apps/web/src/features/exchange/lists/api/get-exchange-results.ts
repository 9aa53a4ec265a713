/** GET /api/exchange/results?days=: finished events with their winner or void (our call). */
import { queryOptions } from '@tanstack/react-query';
import {
  EXCHANGE_RESULT_DAYS,
  exchangeListCalls,
  type ExchangeResultsResponse,
} from '@khela/contract';
import { apiCall } from '../../../../shared/api-client';
import { withFailureLog } from '../../../../shared/log';
import { exchangeQueryKey } from '../../api/query-keys';

export function getExchangeResults(
  days: number,
  signal?: AbortSignal,
): Promise<ExchangeResultsResponse> {
  return withFailureLog('Failed to fetch exchange results', signal, async () => {
    return await apiCall(exchangeListCalls.results, { query: { days }, signal });
  });
}

export function exchangeResultsQueryOptions(days: number = EXCHANGE_RESULT_DAYS.default) {
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'results', days],
    queryFn: ({ signal }) => getExchangeResults(days, signal),
    staleTime: 60_000,
  });
}
