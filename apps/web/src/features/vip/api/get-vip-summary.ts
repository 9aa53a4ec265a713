/** GET /api/vip/summary (our call): the level card, the rates and the way to the next level. */
import { vipCalls, type VipSummary } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryOptions, useMemberQuery } from '../../../shared/session/member-query';

export async function getVipSummary(signal?: AbortSignal): Promise<VipSummary> {
  return (await apiCall(vipCalls.summary, { signal })).data;
}

export function vipSummaryQueryOptions(remoteId: number) {
  return memberQueryOptions(remoteId, 'vip-summary', getVipSummary);
}

export function useVipSummary() {
  return useMemberQuery(vipSummaryQueryOptions);
}
