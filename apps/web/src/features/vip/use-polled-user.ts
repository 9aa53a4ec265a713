/** The player's data, refreshed every second while a VIP screen is open ([contract: States]). */
import { useQuery } from '@tanstack/react-query';
import { VIP_USER_POLL_MS } from '@khela/contract';
import { userQueryOptions } from '../../shared/session/get-user';
import { readRemoteId } from '../../shared/session/session-store';

export function usePolledUser() {
  const remoteId = readRemoteId() ?? 0;
  return useQuery({
    ...userQueryOptions(remoteId),
    enabled: remoteId > 0,
    refetchInterval: VIP_USER_POLL_MS,
  });
}
