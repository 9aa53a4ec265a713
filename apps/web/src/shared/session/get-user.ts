/**
 * GET /api/user/show?remote_id: the signed-in player's details ([contract: Entities]). Shared: the account
 * menu and the wallet screens (verified phone, birthday) read them from one cache entry.
 */
import { authCalls, type User } from '@khela/contract';
import { apiCall } from '../api-client';
import { memberQueryOptions, useMemberQuery } from './member-query';

export async function getUser(remoteId: number, signal?: AbortSignal): Promise<User> {
  const response = await apiCall(authCalls.userShow, {
    query: { remote_id: remoteId },
    signal,
  });
  return response.data;
}

export function userQueryOptions(remoteId: number) {
  return memberQueryOptions(remoteId, 'user', (signal) => getUser(remoteId, signal), {
    staleTime: 30_000,
  });
}

export function useUser() {
  return useMemberQuery(userQueryOptions);
}
