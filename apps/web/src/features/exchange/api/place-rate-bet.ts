/** POST /api/exchange/rate-bets: a Bookmaker or Fancy bet at exactly the rate (and line) shown. */
import { exchangeBetCalls, type PlaceRateBetRequest, type RateBetResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';
import { withFailureLog } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export function placeRateBet(
  request: PlaceRateBetRequest,
  idempotencyKey: string,
): Promise<RateBetResponse> {
  return withFailureLog('Failed to place a rate bet', undefined, async () => {
    const call = exchangeBetCalls.placeRate;
    return await apiRequest(call.path, {
      method: call.method,
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      timeoutMs: BET_TIMEOUT_MS,
      schema: call.answer,
    });
  });
}
