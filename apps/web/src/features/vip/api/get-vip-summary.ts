/** GET /api/vip/summary (our call): the level card, the rates and the way to the next level. */
import { queryOptions } from '@tanstack/react-query';
import { vipCalls, type VipSummary } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { useMemberQuery } from '../../../shared/session/use-member-query';

export async function getVipSummary(signal?: AbortSignal): Promise<VipSummary> {
  return (await apiCall(vipCalls.summary, { signal })).data;
}

export function vipSummaryQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, 'vip-summary'],
    queryFn: ({ signal }) => getVipSummary(signal),
  });
}

export function useVipSummary() {
  return useMemberQuery(vipSummaryQueryOptions);
}
