/** GET /api/vip/history?page (our call): points earned and converted, newest first, page by page. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { vipCalls, type VipHistoryResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export async function getVipHistoryPage(
  page: number,
  signal?: AbortSignal,
): Promise<VipHistoryResponse['data']> {
  return (await apiCall(vipCalls.history, { query: { page }, signal })).data;
}

export function useVipHistory() {
  const remoteId = readRemoteId() ?? 0;
  return useInfiniteQuery({
    queryKey: [...memberQueryKey, remoteId, 'vip-history'],
    queryFn: ({ pageParam, signal }) => getVipHistoryPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    enabled: remoteId > 0,
  });
}
