/**
 * The cash-out a player could take on a Match Odds market now: their matched bets' result per
 * runner, and the hedge that evens it out at the book's best prices (`fullCashOut`). The book is
 * read as the stored orders and fills give it, with the player's own unmatched orders taken out
 * on a copy never saved: a hedge cannot match the player's own bets, so their prices do not count.
 */
import { cashOutMessages, paisa, paisaToTaka, type CashOutQuote } from '@khela/contract';
import { fullCashOut, pnlByWinnerPaisa } from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { findMarket } from './market-rows.js';
import { loadMatchOddsMarket } from './market-state.js';
import { findPosition } from './queries.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

export async function cashOutQuote(
  context: AppContext,
  userId: number,
  marketId: string,
): Promise<CashOutQuote> {
  const row = await findMarket(context.db, marketId);
  if (!row) throw new DomainError('not_found', cashOutMessages.marketNotFound);
  if (row.kind !== 'match_odds') {
    return { market_id: marketId, runners: [], cash_out: null, unavailable: 'not-match-odds' };
  }
  // A player who never bet here has no position: answered without rebuilding the market (the
  // odds view asks every two seconds while a match is live).
  const position = await findPosition(context.db, marketId, userId);
  if (!position || position.settled_at !== null) {
    return { market_id: marketId, runners: [], cash_out: null, unavailable: 'no-position' };
  }
  const { market: book, selectionIds } = await loadMatchOddsMarket(context.db, marketId);
  const { matched, unmatched } = book.accountBook(String(userId));
  for (const order of unmatched) book.cancel(order.orderId);
  const pnl = pnlByWinnerPaisa(matched, selectionIds);
  const quotes = selectionIds.map((selectionId) => {
    const depth = book.depth(selectionId, 1);
    return {
      selectionId,
      pnlPaisa: pnl.get(selectionId) ?? 0,
      backPriceHundredths: depth.back[0]?.priceHundredths ?? null,
      layPriceHundredths: depth.lay[0]?.priceHundredths ?? null,
    };
  });
  const cashOut = matched.length > 0 && quotes.length > 1 ? fullCashOut(quotes) : null;
  return {
    market_id: marketId,
    runners: quotes.map((quote) => ({
      selection_id: quote.selectionId,
      pnl: taka(quote.pnlPaisa),
      after: cashOut ? taka(cashOut.pnlAfter.get(quote.selectionId) ?? 0) : null,
    })),
    cash_out: cashOut
      ? {
          value: taka(cashOut.valuePaisa),
          bets: cashOut.bets.map((bet) => ({
            selection_id: bet.selectionId,
            side: bet.side,
            stake: taka(bet.stakePaisa),
            price: bet.priceHundredths / 100,
          })),
        }
      : null,
    unavailable: matched.length === 0 ? 'no-position' : cashOut ? null : 'no-price',
  };
}
