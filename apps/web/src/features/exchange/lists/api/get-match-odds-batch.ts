/**
 * GET /api/exchange/match-odds?market_ids=…: several Match Odds markets in one read, each with its
 * event and trading state (our call). Multi Markets polls it every 300 ms as the odds view polls
 * one market; the exchange home reads its rows' prices with it.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  exchangeListCalls,
  MATCH_ODDS_BATCH_MAX,
  type MatchOddsBatchResponse,
} from '@khela/contract';
import { apiCall } from '../../../../shared/api-client';
import { withFailureLog } from '../../../../shared/log';
import { exchangeQueryKey } from '../../api/query-keys';

export function getMatchOddsBatch(
  marketIds: readonly string[],
  signal?: AbortSignal,
): Promise<MatchOddsBatchResponse> {
  return withFailureLog('Failed to fetch several match odds', signal, async () => {
    return await apiCall(exchangeListCalls.matchOddsBatch, {
      query: { market_ids: marketIds.join(',') },
      signal,
    });
  });
}

/** The call takes at most MATCH_ODDS_BATCH_MAX ids; a longer list reads its first ones. */
export function matchOddsBatchQueryOptions(marketIds: readonly string[], pollMs: number | false) {
  const ids = marketIds.slice(0, MATCH_ODDS_BATCH_MAX);
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'match-odds-batch', ids.join(',')],
    queryFn: ({ signal }) => getMatchOddsBatch(ids, signal),
    enabled: ids.length > 0,
    refetchInterval: pollMs,
    staleTime: 0,
    // A pin added or removed changes the key; the prices already shown stay until the new read.
    placeholderData: keepPreviousData,
  });
}
