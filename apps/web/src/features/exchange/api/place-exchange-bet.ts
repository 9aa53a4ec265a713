/** POST /api/exchange/bets: back or lay a Match Odds runner at ladder odds. */
import {
  exchangeBetCalls,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';
import { logFailedCall } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export async function placeExchangeBet(
  request: PlaceExchangeBetRequest,
  idempotencyKey: string,
): Promise<ExchangeBetResponse> {
  try {
    const call = exchangeBetCalls.place;
    return await apiRequest(call.path, {
      method: call.method,
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      timeoutMs: BET_TIMEOUT_MS,
      schema: call.answer,
    });
  } catch (error) {
    logFailedCall('Failed to place an exchange bet', error, undefined);
    throw error;
  }
}
