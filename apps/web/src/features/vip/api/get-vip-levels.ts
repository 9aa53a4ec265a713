/** GET /api/vip/levels (our call, public): the ladder as the operator has set it. */
import { useQuery } from '@tanstack/react-query';
import { vipCalls, type VipLevel } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';

export async function getVipLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  return (await apiCall(vipCalls.levels, { signal })).data;
}

export function useVipLevels() {
  return useQuery({ queryKey: ['vip-levels'], queryFn: ({ signal }) => getVipLevels(signal) });
}
