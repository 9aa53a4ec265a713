/** POST /api/exchange/rate-bets: a Bookmaker or Fancy bet at exactly the rate (and line) shown. */
import {
  rateBetResponseSchema,
  type PlaceRateBetRequest,
  type RateBetResponse,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';
import { logFailedCall } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export async function placeRateBet(
  request: PlaceRateBetRequest,
  idempotencyKey: string,
): Promise<RateBetResponse> {
  try {
    const response = await apiRequest<unknown>('/api/exchange/rate-bets', {
      method: 'POST',
      body: request,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      timeoutMs: BET_TIMEOUT_MS,
    });
    return rateBetResponseSchema.parse(response);
  } catch (error) {
    logFailedCall('Failed to place a rate bet', error, undefined);
    throw error;
  }
}
