/**
 * GET /api/market/block (bearer): which sections the player's upline has closed. Asked for as soon
 * as a member opens home, so a tap on a section is answered at once. A failure is logged only and
 * leaves the sections open: the server still refuses what it must.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketBlockCalls, type MarketBlockResponse } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { memberQueryKey } from '../session/get-balance';
import { readRemoteId, useSession } from '../session/session-store';

export function getMarketBlock(signal?: AbortSignal): Promise<MarketBlockResponse> {
  return withFailureLog('Failed to fetch market block', signal, async () => {
    return await apiCall(marketBlockCalls.block, { signal });
  });
}

export function marketBlockQueryOptions(remoteId: number | undefined) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId ?? 0, 'market-block'] as const,
    queryFn: ({ signal }) => getMarketBlock(signal),
    staleTime: 60_000,
  });
}

export function useMarketBlock() {
  const { isMember } = useSession();
  return useQuery({ ...marketBlockQueryOptions(readRemoteId()), enabled: isMember });
}
