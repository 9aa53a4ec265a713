/**
 * POST /api/balance: the main wallet. Fetched as soon as a token appears and every 10 s while
 * signed in ([contract: States]); the latest value is kept under the `balance` key the spec lists.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceCall, BALANCE_POLL_MS } from '@khela/contract';
import { apiCall, isUnauthenticated } from '../api-client';
import { readStorage, storageKeys, writeStorage } from '../storage';
import { readRemoteId, useSession } from './session-store';

/** Every query about the signed-in player starts with this, so signing out drops them all. */
export const memberQueryKey = ['member'] as const;

export async function getBalance(signal?: AbortSignal): Promise<number> {
  const response = await apiCall(balanceCall, { signal });
  writeStorage(storageKeys.balance, String(response.balance));
  return response.balance;
}

function readStoredBalance(): number | undefined {
  const stored = readStorage(storageKeys.balance);
  if (stored === null || stored === '') return undefined;
  const value = Number(stored);
  return Number.isFinite(value) ? value : undefined;
}

export function balanceQueryOptions(remoteId: number | undefined) {
  const queryKey = [...memberQueryKey, remoteId ?? 0, 'balance'] as const;
  return queryOptions<number, Error, number, typeof queryKey>({
    queryKey,
    queryFn: ({ signal }) => getBalance(signal),
    refetchInterval: BALANCE_POLL_MS,
    // The last known balance shows at once while the first answer is on its way.
    placeholderData: (previous) => previous ?? readStoredBalance(),
    // A 401 ends the session; retrying it would only delay that.
    retry: (failureCount, error) => !isUnauthenticated(error) && failureCount < 2,
  });
}

export function useBalance() {
  const { isMember } = useSession();
  return useQuery({ ...balanceQueryOptions(readRemoteId()), enabled: isMember });
}
