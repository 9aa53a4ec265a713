/**
 * Cancelling what is left unmatched of a player's Match Odds bet: the market's live books let it
 * go and the exposure it reserved goes back to Main, in the market's next batch
 * (betting/live-market.ts), so a cancel and the bets around it meet the books in arrival order.
 * With several instances those are the books of the instance owning the market, which this one
 * forwards the cancel to when it is another (betting/bet-routing.ts); the answer is read here
 * either way, after the owner's commit.
 */
import { exchangeBetMessages, type ExchangeBetResponse } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { cancelWhereMatched } from './bet-routing.js';
import { betAnswer } from './place-bet.js';
import { findOrder } from './queries.js';

export async function cancelExchangeBet(
  context: AppContext,
  userId: number,
  orderId: number,
): Promise<ExchangeBetResponse> {
  const found = await findOrder(context.db, orderId);
  if (found?.user_id !== userId)
    throw new DomainError('not_found', exchangeBetMessages.betNotFound);
  if (found.status !== 'open') {
    throw new DomainError('conflict', exchangeBetMessages.nothingToCancel);
  }
  // The books decide: a match may have taken the rest since the read above.
  const cancelledPaisa = await cancelWhereMatched(
    context,
    found.market_id,
    { userId, orderId },
    found.cancelled_paisa,
  );
  if (cancelledPaisa === 0) throw new DomainError('conflict', exchangeBetMessages.nothingToCancel);
  return betAnswer(context.db, userId, orderId);
}
