/** POST /api/exchange/rate-bets: a Bookmaker or Fancy bet at exactly the rate (and line) shown. */
import { exchangeBetCalls, type PlaceRateBetRequest, type RateBetResponse } from '@khela/contract';
import { postBet } from './post-bet';

export function placeRateBet(
  request: PlaceRateBetRequest,
  idempotencyKey: string,
): Promise<RateBetResponse> {
  return postBet(exchangeBetCalls.placeRate, request, idempotencyKey, 'Failed to place a rate bet');
}
