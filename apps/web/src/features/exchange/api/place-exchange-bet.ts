/** POST /api/exchange/bets: back or lay a Match Odds runner at ladder odds. */
import {
  exchangeBetCalls,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';
import { withFailureLog } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export function placeExchangeBet(
  request: PlaceExchangeBetRequest,
  idempotencyKey: string,
): Promise<ExchangeBetResponse> {
  return withFailureLog('Failed to place an exchange bet', undefined, async () => {
    const call = exchangeBetCalls.place;
    return await apiRequest(call.path, {
      method: call.method,
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      timeoutMs: BET_TIMEOUT_MS,
      schema: call.answer,
    });
  });
}
