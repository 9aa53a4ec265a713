/** GET /api/turnovers?remote_id: the player's turnover tickets, newest first, in `turnover`. */
import { queryOptions } from '@tanstack/react-query';
import { walletListCalls, type Turnover } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { useMemberQuery } from '../../../shared/session/use-member-query';

export function getTurnovers(remoteId: number, signal?: AbortSignal): Promise<Turnover[]> {
  return withFailureLog('Failed to fetch turnovers', signal, async () => {
    const response = await apiCall(walletListCalls.turnovers, {
      query: { remote_id: remoteId },
      signal,
    });
    return response.turnover;
  });
}

export function turnoversQueryOptions(remoteId: number) {
  return queryOptions({
    queryKey: [...memberQueryKey, remoteId, 'turnovers'],
    queryFn: ({ signal }) => getTurnovers(remoteId, signal),
    // Every settled bet moves the progress; a screen that opens asks again.
    staleTime: 0,
  });
}

export function useTurnovers() {
  return useMemberQuery(turnoversQueryOptions);
}
