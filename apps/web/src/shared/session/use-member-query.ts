/**
 * A read of the signed-in player's own data: its query options are made for the player's remote
 * id (their key carries it, so another player's cache never answers), and it waits, off, while no
 * player is signed in.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { readRemoteId } from './session-store';

export function useMemberQuery<Answer, Data, Key extends QueryKey>(
  optionsOf: (remoteId: number) => UseQueryOptions<Answer, Error, Data, Key>,
) {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({ ...optionsOf(remoteId), enabled: remoteId > 0 });
}
