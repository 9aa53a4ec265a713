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
import { logFailedCall } from '../../../shared/log';
import { balanceQueryOptions, memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

const exchangeMemberKey = (remoteId: number | undefined) =>
  [...memberQueryKey, remoteId ?? 0, 'exchange'] as const;

async function getExchangeHub(signal?: AbortSignal): Promise<ExchangeHubResponse['data']> {
  try {
    return (await apiCall(exchangeCalls.hub, { signal })).data;
  } catch (error) {
    logFailedCall('Failed to fetch the exchange figures', error, signal);
    throw error;
  }
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

async function getExchangeWallet(signal?: AbortSignal): Promise<ExchangeWalletResponse> {
  try {
    return await apiCall(exchangeWalletCalls.wallet, { signal });
  } catch (error) {
    logFailedCall('Failed to fetch the exchange wallet', error, signal);
    throw error;
  }
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
