/**
 * GET /api/get/other/phone: the player's extra phones, one cached list for the profile and both
 * wallet screens. A verified extra phone counts as the primary one does for deposits and
 * withdrawals. A failed read is logged and thrown: the profile offers a retry, and the wallet
 * screens go on with the primary phone alone.
 */
import { queryOptions } from '@tanstack/react-query';
import { profileCalls, type ExtraPhone } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { memberQueryKey } from './get-balance';
import { useMemberQuery } from './member-query';

export function getOtherPhones(signal?: AbortSignal): Promise<ExtraPhone[]> {
  return withFailureLog('Failed to fetch other phones', signal, async () => {
    const response = await apiCall(profileCalls.otherPhones, { signal });
    return response.data;
  });
}

export function otherPhonesKey(remoteId: number) {
  return [...memberQueryKey, remoteId, 'other-phones'] as const;
}

export function otherPhonesQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: otherPhonesKey(remoteId),
    queryFn: ({ signal }) => getOtherPhones(signal),
    staleTime: 30_000,
  });
}

export function useOtherPhones() {
  return useMemberQuery(otherPhonesQueryOptions);
}
