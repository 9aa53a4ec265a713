/** GET /api/exchange/markets/{id}/cash-out: the member's position and its cash-out now. */
import { queryOptions } from '@tanstack/react-query';
import { exchangeCashOutCalls, type CashOutQuote } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';

export const cashOutQueryKey = (marketId: string) => ['exchange', 'cash-out', marketId] as const;

export function getCashOut(marketId: string, signal?: AbortSignal): Promise<CashOutQuote> {
  return withFailureLog('Failed to fetch the cash-out', signal, () =>
    apiCall(exchangeCashOutCalls.quote, { params: { id: marketId }, signal }),
  );
}

export function cashOutQueryOptions(marketId: string, pollMs: number | false) {
  return queryOptions({
    queryKey: cashOutQueryKey(marketId),
    queryFn: ({ signal }) => getCashOut(marketId, signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
