/**
 * Cancelling what is left unmatched of a player's Match Odds bet: the book lets it go and the
 * exposure it reserved goes back to Main, in one transaction with the market locked.
 */
import { exchangeBetMessages, type ExchangeBetResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { betAnswer, holdExposureOf } from './place-bet.js';
import { loadMatchOddsMarket } from './market-state.js';
import { addToOrder, findOrder, lockMarket } from './queries.js';

export async function cancelExchangeBet(
  context: AppContext,
  userId: number,
  orderId: number,
): Promise<ExchangeBetResponse> {
  const found = await findOrder(context.db, orderId);
  if (found?.user_id !== userId)
    throw new DomainError('not_found', exchangeBetMessages.betNotFound);
  await context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    const market = await lockMarket(trx, found.market_id, now);
    if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
    // Read again under the lock: a match may have taken the rest since.
    const order = await findOrder(trx, orderId);
    if (order?.status !== 'open') {
      throw new DomainError('conflict', exchangeBetMessages.nothingToCancel);
    }
    const { market: book } = await loadMatchOddsMarket(trx, market.id);
    const cancelledPaisa = book.cancel(String(orderId));
    if (cancelledPaisa === 0)
      throw new DomainError('conflict', exchangeBetMessages.nothingToCancel);
    await addToOrder(trx, orderId, { matchedPaisa: 0, cancelledPaisa, now });
    await holdExposureOf(trx, {
      marketId: market.id,
      userId,
      currency: undefined,
      exposurePaisa: book.exposureOf(String(userId)),
      now,
    });
  });
  return betAnswer(context.db, userId, orderId);
}
