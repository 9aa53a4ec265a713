/**
 * The Account area's reads (GET /api/exchange/account/…): each parsed with its contract schema and
 * cached per player under the member key, so signing out drops them with the rest.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { exchangeAccountCalls, type Call, type CallResult } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { memberQueryKey } from '../../../shared/session/get-balance';
import type { DayRange } from '../date-ranges';

function readAccount<C extends Call>(
  call: C,
  query: Record<string, string | number>,
  signal: AbortSignal,
): Promise<CallResult<C>> {
  return withFailureLog(`Failed to fetch ${call.path}`, signal, async () => {
    return await apiCall(call, { query, signal });
  });
}

export const accountQueryKey = (remoteId: number) =>
  [...memberQueryKey, remoteId, 'exchange-account'] as const;

/**
 * A report read page by page or period by period: the one on screen stays while the next loads.
 * Its key is the report's name and what it is asked for.
 */
function reportQueryOptions<C extends Call>(
  remoteId: number,
  call: C,
  key: readonly [string, ...(string | number)[]],
  query: Record<string, string | number>,
) {
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), ...key],
    queryFn: ({ signal }) => readAccount(call, query, signal),
    placeholderData: keepPreviousData,
    enabled: remoteId > 0,
  });
}

export function openBetsQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), 'open-bets'],
    queryFn: ({ signal }) => readAccount(exchangeAccountCalls.openBets, {}, signal),
    // Open bets match and settle while the page is open.
    refetchInterval: 5_000,
    enabled: remoteId > 0,
  });
}

export function betsHistoryQueryOptions(remoteId: number, range: DayRange, page: number) {
  return reportQueryOptions(
    remoteId,
    exchangeAccountCalls.betsHistory,
    ['bets-history', range.from, range.to, page],
    { ...range, page },
  );
}

export function profitLossQueryOptions(remoteId: number, range: DayRange) {
  return reportQueryOptions(
    remoteId,
    exchangeAccountCalls.profitLoss,
    ['profit-loss', range.from, range.to],
    { ...range },
  );
}

export function balanceOverviewQueryOptions(remoteId: number, page: number) {
  return reportQueryOptions(
    remoteId,
    exchangeAccountCalls.balanceOverview,
    ['balance-overview', page],
    { page },
  );
}

export function activityLogQueryOptions(remoteId: number, page: number) {
  return reportQueryOptions(remoteId, exchangeAccountCalls.activityLog, ['activity-log', page], {
    page,
  });
}
