/** GET /api/referral/summary (our call): the player's code and the My Referral reward board. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralCalls, type ReferralSummary } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export async function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return (await apiCall(referralCalls.summary, { signal })).data;
}

export function referralSummaryQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, 'referral-summary'],
    queryFn: ({ signal }) => getReferralSummary(signal),
  });
}

export function useReferralSummary() {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({ ...referralSummaryQueryOptions(remoteId), enabled: remoteId > 0 });
}
