/** POST /api/exchange/bets/{id}/cancel: what is left unmatched of a Match Odds bet goes back. */
import { callPath, exchangeBetCalls, type ExchangeBetResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export async function cancelOpenBet(betId: number): Promise<ExchangeBetResponse> {
  try {
    const call = exchangeBetCalls.cancel;
    return await apiRequest(callPath(call, { id: betId }), {
      method: call.method,
      schema: call.answer,
    });
  } catch (error) {
    logFailedCall('Failed to cancel an exchange bet', error, undefined);
    throw error;
  }
}
