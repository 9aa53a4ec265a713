/**
 * The exchange header's figures (GET /api/exchange-hub: Main, Exposure, open bets) and the wallet
 * overlay's (GET /api/exchange/wallet). Both sit under the member key, so signing out drops them,
 * and anything that moves money asks for all of them again at once.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  BALANCE_POLL_MS,
  exchangeCalls,
  exchangeWalletCalls,
  type ExchangeHubResponse,
  type ExchangeWalletResponse,
} from '@khela/contract';
import { apiCall, isUnauthenticated } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { balanceQueryOptions, memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export const exchangeMemberKey = (remoteId: number | undefined) =>
  [...memberQueryKey, remoteId ?? 0, 'exchange'] as const;

function getExchangeHub(signal?: AbortSignal): Promise<ExchangeHubResponse['data']> {
  return withFailureLog('Failed to fetch the exchange figures', signal, async () => {
    return (await apiCall(exchangeCalls.hub, { signal })).data;
  });
}

export function exchangeHubQueryOptions(remoteId: number | undefined) {
  return queryOptions({
    queryKey: [...exchangeMemberKey(remoteId), 'hub'],
    queryFn: ({ signal }) => getExchangeHub(signal),
    // As often as the site's balance: a bet or a recall asks again at once.
    refetchInterval: BALANCE_POLL_MS,
    retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
  });
}

function getExchangeWallet(signal?: AbortSignal): Promise<ExchangeWalletResponse> {
  return withFailureLog('Failed to fetch the exchange wallet', signal, async () => {
    return await apiCall(exchangeWalletCalls.wallet, { signal });
  });
}

export function exchangeWalletQueryOptions(remoteId: number | undefined) {
  return queryOptions({
    queryKey: [...exchangeMemberKey(remoteId), 'wallet'],
    queryFn: ({ signal }) => getExchangeWallet(signal),
    staleTime: 0,
  });
}

/** After a bet, a cancel or a recall: Main, Exposure and the wallet are read again. */
export function refreshExchangeFigures(queryClient: QueryClient): Promise<void> {
  const remoteId = readRemoteId();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryOptions(remoteId).queryKey }),
    queryClient.invalidateQueries({ queryKey: exchangeMemberKey(remoteId) }),
  ]).then(() => undefined);
}

/** After a waiting bet changed on its own: Main, Exposure and the bets badge are read again. */
export function refreshHeaderFigures(queryClient: QueryClient): Promise<void> {
  const remoteId = readRemoteId();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: balanceQueryOptions(remoteId).queryKey }),
    queryClient.invalidateQueries({ queryKey: exchangeHubQueryOptions(remoteId).queryKey }),
  ]).then(() => undefined);
}
