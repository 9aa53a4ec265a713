/**
 * GET /api/get/other/phone: the player's extra phones. A verified one counts for the deposit's
 * verified-phone check, and is offered in the make-payment phone select beside the primary one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraPhone, OtherPhonesResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export async function getOtherPhones(signal?: AbortSignal): Promise<ExtraPhone[]> {
  try {
    const response = await apiRequest<OtherPhonesResponse>('/api/get/other/phone', { signal });
    return response.data;
  } catch (error) {
    logFailedCall('Failed to fetch other phones', error, signal);
    throw error;
  }
}

export function otherPhonesQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, 'other-phones', 'deposit'],
    queryFn: ({ signal }) => getOtherPhones(signal),
    staleTime: 30_000,
  });
}

export function useOtherPhones() {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({ ...otherPhonesQueryOptions(remoteId), enabled: remoteId > 0 });
}
