/**
 * GET /api/turnovers?remote_id: the player's turnover tickets, newest first, in `turnover`. Read by
 * the turnover record and by a withdrawal refused for turnover, which says how much is left.
 */
import { walletListCalls, type Turnover } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { memberQueryOptions, useMemberQuery } from '../session/member-query';

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
  // Every settled bet moves the progress; a screen that opens asks again.
  return memberQueryOptions(remoteId, 'turnovers', (signal) => getTurnovers(remoteId, signal), {
    staleTime: 0,
  });
}

export function useTurnovers() {
  return useMemberQuery(turnoversQueryOptions);
}
