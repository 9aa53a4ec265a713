/**
 * The member's cash-outs: GET /api/exchange/markets/{id}/cash-out (one market, on /odds-view) and
 * GET /api/exchange/cash-out (every market with matched bets, on My Bets and the wallet overlay).
 * The list sits under the member key, so signing out drops it.
 */
import { queryOptions } from '@tanstack/react-query';
import { exchangeCashOutCalls, type CashOutList, type CashOutQuote } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { memberQueryKey } from '../session/get-balance';

export const cashOutQueryKey = (marketId: string) => ['exchange', 'cash-out', marketId] as const;
/** Every single market's quote: read again after any bet on the odds view. */
export const allCashOutsQueryKey = ['exchange', 'cash-out'] as const;

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

function getCashOutList(signal?: AbortSignal): Promise<CashOutList> {
  return withFailureLog('Failed to fetch the cash-out list', signal, () =>
    apiCall(exchangeCashOutCalls.list, { signal }),
  );
}

export function cashOutListQueryOptions(remoteId: number, pollMs: number | false) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, 'cash-out-list'],
    queryFn: ({ signal }) => getCashOutList(signal),
    refetchInterval: pollMs,
    staleTime: 0,
    enabled: remoteId > 0,
  });
}
