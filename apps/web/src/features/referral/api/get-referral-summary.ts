/** GET /api/referral/summary (our call): the player's code and the My Referral reward board. */
import { queryOptions } from '@tanstack/react-query';
import { referralCalls, type ReferralSummary } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { useMemberQuery } from '../../../shared/session/use-member-query';

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
  return useMemberQuery(referralSummaryQueryOptions);
}
