/**
 * GET /api/get/other/phone: the player's extra phones for the profile. Unlike the withdrawal
 * screen's copy of this list, a failure here is shown with a retry: the player came to manage them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraPhone, OtherPhonesResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export async function getOtherPhones(signal?: AbortSignal): Promise<ExtraPhone[]> {
  const response = await apiRequest<OtherPhonesResponse>('/api/get/other/phone', { signal });
  return response.data;
}

/** Every cached list of extra phones (this screen's and the wallet screens'). */
export function otherPhonesKey(remoteId: number) {
  return [...memberQueryKey, remoteId, 'other-phones'] as const;
}

export function otherPhonesQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...otherPhonesKey(remoteId), 'profile'],
    queryFn: ({ signal }) => getOtherPhones(signal),
    staleTime: 30_000,
  });
}

export function useOtherPhones() {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({ ...otherPhonesQueryOptions(remoteId), enabled: remoteId > 0 });
}
