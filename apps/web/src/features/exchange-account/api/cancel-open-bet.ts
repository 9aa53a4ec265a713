/** POST /api/exchange/bets/{id}/cancel: what is left unmatched of a Match Odds bet goes back. */
import { callPath, exchangeBetCalls, type ExchangeBetResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';

export function cancelOpenBet(betId: number): Promise<ExchangeBetResponse> {
  return withFailureLog('Failed to cancel an exchange bet', undefined, async () => {
    const call = exchangeBetCalls.cancel;
    return await apiRequest(callPath(call, { id: betId }), {
      method: call.method,
      schema: call.answer,
    });
  });
}
