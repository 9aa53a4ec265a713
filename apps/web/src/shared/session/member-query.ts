/**
 * The reads of the signed-in player's own data: keyed under the member's key (signing out drops
 * them all) and the player's remote id (another player's cache never answers), and off while no
 * player is signed in.
 */
import { queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { memberQueryKey } from './get-balance';
import { readRemoteId } from './session-store';

/** How long an answer stays fresh, and whether a failed read is asked again. */
interface Freshness {
  staleTime?: number;
  retry?: boolean;
}

export function memberQueryOptions<Answer>(
  remoteId: number,
  name: string,
  read: (signal: AbortSignal) => Promise<Answer>,
  freshness: Freshness = {},
) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, name] as const,
    queryFn: ({ signal }) => read(signal),
    ...freshness,
  });
}

export function useMemberQuery<Answer, Data, Key extends QueryKey>(
  optionsOf: (remoteId: number) => UseQueryOptions<Answer, Error, Data, Key>,
) {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({ ...optionsOf(remoteId), enabled: remoteId > 0 });
}
