/** POST /api/exchange/bets: back or lay a Match Odds runner at ladder odds. */
import {
  exchangeBetCalls,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export async function placeExchangeBet(
  request: PlaceExchangeBetRequest,
  idempotencyKey: string,
): Promise<ExchangeBetResponse> {
  try {
    return await apiCall(exchangeBetCalls.place, {
      body: request,
      idempotencyKey,
      timeoutMs: BET_TIMEOUT_MS,
    });
  } catch (error) {
    logFailedCall('Failed to place an exchange bet', error, undefined);
    throw error;
  }
}
