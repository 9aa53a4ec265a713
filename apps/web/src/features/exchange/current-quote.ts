/**
 * What the house quotes now for a Bookmaker or Fancy pick, read from the event as it was last
 * streamed or polled. The house takes a rate bet only at the rate (and line) it shows, so after it
 * moves the slip offers the new one instead of sending the old rate again.
 */
import type { ExchangeEvent } from '@khela/contract';
import type { BetPick } from './bet-pick';

export interface Quote {
  price: number;
  line?: number | undefined;
}

export function currentQuote(pick: BetPick, event: ExchangeEvent | undefined): Quote | undefined {
  if (!event || pick.kind === 'match_odds') return undefined;
  if (pick.kind === 'bookmaker') {
    const runner = event.bookmaker[pick.marketId]?.runners.find(
      (row) => row.selectionId === pick.selectionId,
    );
    if (!runner || runner.suspended === 1 || runner.ball_running === 1) return undefined;
    const price = pick.side === 'back' ? runner.backPrice : runner.layPrice;
    return price > 0 ? { price } : undefined;
  }
  const market = event.fancy2[pick.marketId];
  if (!market || market.suspended === 1 || market.ball_running === 1) return undefined;
  const price = pick.side === 'yes' ? market.yes_rate : market.no_rate;
  const line = pick.side === 'yes' ? market.yes : market.no;
  return price > 0 ? { price, line } : undefined;
}

/** Whether the quote differs from what the slip would send. */
export function quoteMoved(quote: Quote | undefined, taken: Quote): quote is Quote {
  return quote !== undefined && (quote.price !== taken.price || quote.line !== taken.line);
}
