/** POST /api/exchange/bets/{id}/cancel: what is left unmatched of a Match Odds bet goes back. */
import { exchangeBetCalls, type ExchangeBetResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export async function cancelOpenBet(betId: number): Promise<ExchangeBetResponse> {
  try {
    return await apiCall(exchangeBetCalls.cancel, { params: { id: betId } });
  } catch (error) {
    logFailedCall('Failed to cancel an exchange bet', error, undefined);
    throw error;
  }
}
