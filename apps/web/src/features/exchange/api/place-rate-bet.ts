/** POST /api/exchange/rate-bets: a Bookmaker or Fancy bet at exactly the rate (and line) shown. */
import { exchangeBetCalls, type PlaceRateBetRequest, type RateBetResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export async function placeRateBet(
  request: PlaceRateBetRequest,
  idempotencyKey: string,
): Promise<RateBetResponse> {
  try {
    return await apiCall(exchangeBetCalls.placeRate, {
      body: request,
      idempotencyKey,
      timeoutMs: BET_TIMEOUT_MS,
    });
  } catch (error) {
    logFailedCall('Failed to place a rate bet', error, undefined);
    throw error;
  }
}
