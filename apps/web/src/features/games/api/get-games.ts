/**
 * GET /api/get-games?type&system: a category's games, of one platform or of all (no system).
 * Failures are logged with the spec's texts and never shown on the list ([contract: Error texts]).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogCalls, catalogMessages, type Game } from '@khela/contract';
import { apiCall, isApiError } from '../../../shared/api-client';
import { logError } from '../../../shared/log';

export async function getGames(
  type: string,
  system: string | undefined,
  signal?: AbortSignal,
): Promise<Game[]> {
  try {
    const answer = await apiCall(catalogCalls.games, {
      query: { type, system },
      signal,
      token: null,
    });
    return answer.data;
  } catch (error) {
    if (!signal?.aborted) {
      if (isApiError(error)) logError(error.serverMessage ?? catalogMessages.gamesFailed, error);
      else logError(catalogMessages.gamesUnexpected, error);
    }
    throw error;
  }
}

export function gamesQueryOptions(type: string, system: string | undefined) {
  return queryOptions({
    queryKey: ['catalog', 'games', type, system ?? 'ALL'],
    queryFn: ({ signal }) => getGames(type, system, signal),
    staleTime: 5 * 60_000,
  });
}

export function useGames(type: string, system: string | undefined) {
  return useQuery(gamesQueryOptions(type, system));
}
