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
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), 'bets-history', range.from, range.to, page],
    queryFn: ({ signal }) =>
      readAccount(exchangeAccountCalls.betsHistory, { ...range, page }, signal),
    placeholderData: keepPreviousData,
    enabled: remoteId > 0,
  });
}

export function profitLossQueryOptions(remoteId: number, range: DayRange) {
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), 'profit-loss', range.from, range.to],
    queryFn: ({ signal }) => readAccount(exchangeAccountCalls.profitLoss, { ...range }, signal),
    placeholderData: keepPreviousData,
    enabled: remoteId > 0,
  });
}

export function balanceOverviewQueryOptions(remoteId: number, page: number) {
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), 'balance-overview', page],
    queryFn: ({ signal }) => readAccount(exchangeAccountCalls.balanceOverview, { page }, signal),
    placeholderData: keepPreviousData,
    enabled: remoteId > 0,
  });
}

export function activityLogQueryOptions(remoteId: number, page: number) {
  return queryOptions({
    queryKey: [...accountQueryKey(remoteId), 'activity-log', page],
    queryFn: ({ signal }) => readAccount(exchangeAccountCalls.activityLog, { page }, signal),
    placeholderData: keepPreviousData,
    enabled: remoteId > 0,
  });
}
