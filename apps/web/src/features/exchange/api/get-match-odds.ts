/** GET /api/match-odds/{marketId}: a list whose first item is the Match Odds market. */
import { queryOptions } from '@tanstack/react-query';
import { exchangeCalls, type MatchOddsMarket } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { matchOddsQueryKey } from './query-keys';

export async function getMatchOdds(
  marketId: string,
  signal?: AbortSignal,
): Promise<MatchOddsMarket | null> {
  try {
    const markets = await apiCall(exchangeCalls.matchOdds, { params: { marketId }, signal });
    return markets[0] ?? null;
  } catch (error) {
    logFailedCall('Failed to fetch match odds', error, signal);
    throw error;
  }
}

export function matchOddsQueryOptions(marketId: string, pollMs: number | false) {
  return queryOptions({
    queryKey: matchOddsQueryKey(marketId),
    queryFn: ({ signal }) => getMatchOdds(marketId, signal),
    refetchInterval: pollMs,
    staleTime: 0,
  });
}
