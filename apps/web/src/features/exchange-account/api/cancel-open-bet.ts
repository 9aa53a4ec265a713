/** POST /api/exchange/bets/{id}/cancel: what is left unmatched of a Match Odds bet goes back. */
import { exchangeBetResponseSchema, type ExchangeBetResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export async function cancelOpenBet(betId: number): Promise<ExchangeBetResponse> {
  try {
    const response = await apiRequest<unknown>(`/api/exchange/bets/${betId}/cancel`, {
      method: 'POST',
    });
    return exchangeBetResponseSchema.parse(response);
  } catch (error) {
    logFailedCall('Failed to cancel an exchange bet', error, undefined);
    throw error;
  }
}
