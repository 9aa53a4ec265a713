/** GET /api/match-odds/{marketId}: a list whose first item is the Match Odds market. */
import { queryOptions } from '@tanstack/react-query';
import { exchangeCalls, type MatchOddsMarket } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { matchOddsQueryKey } from './query-keys';

export function getMatchOdds(
  marketId: string,
  signal?: AbortSignal,
): Promise<MatchOddsMarket | null> {
  return withFailureLog('Failed to fetch match odds', signal, async () => {
    const call = exchangeCalls.matchOdds;
    const markets = await apiCall(call, { params: { marketId }, signal });
    return markets[0] ?? null;
  });
}

export function matchOddsQueryOptions(marketId: string, pollMs: number | false) {
  return queryOptions({
    queryKey: matchOddsQueryKey(marketId),
    queryFn: ({ signal }) => getMatchOdds(marketId, signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
