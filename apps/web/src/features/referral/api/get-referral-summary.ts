/** GET /api/referral/summary (our call): the player's code and the My Referral reward board. */
import { referralCalls, type ReferralSummary } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryOptions, useMemberQuery } from '../../../shared/session/member-query';

export async function getReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return (await apiCall(referralCalls.summary, { signal })).data;
}

export function referralSummaryQueryOptions(remoteId: number) {
  return memberQueryOptions(remoteId, 'referral-summary', getReferralSummary);
}

export function useReferralSummary() {
  return useMemberQuery(referralSummaryQueryOptions);
}
