/** POST /api/exchange/bets/{id}/cancel: what is left unmatched of a Match Odds bet goes back. */
import { exchangeBetCalls, type ExchangeBetResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { noteOwnCancel } from '../../../shared/exchange/own-cancels';
import { withFailureLog } from '../../../shared/log';

export function cancelOpenBet(betId: number): Promise<ExchangeBetResponse> {
  return withFailureLog('Failed to cancel an exchange bet', undefined, async () => {
    const call = exchangeBetCalls.cancel;
    const answer = await apiCall(call, { params: { id: betId } });
    noteOwnCancel(betId);
    return answer;
  });
}
