/** POST /api/exchange/bets: back or lay a Match Odds runner at ladder odds. */
import {
  exchangeBetCalls,
  type ExchangeBetResponse,
  type PlaceExchangeBetRequest,
} from '@khela/contract';
import { postBet } from './post-bet';

export function placeExchangeBet(
  request: PlaceExchangeBetRequest,
  idempotencyKey: string,
): Promise<ExchangeBetResponse> {
  return postBet(
    exchangeBetCalls.place,
    request,
    idempotencyKey,
    'Failed to place an exchange bet',
  );
}
