/** Cash-out answers shaped as the contract says, for My Bets' and the wallet overlay's tests. */
import type { CashOutList, CashOutMarket, CashOutQuote } from '@khela/contract';

type QuoteRunner = { selection_id: number; name: string };

/**
 * ৳100 backed on the first runner at rate 90; the house lays it at 47 now: lay ৳129.25, ৳29.25
 * either way.
 */
export function bookmakerQuoteOn(
  marketId: string,
  [backed, other]: readonly [QuoteRunner, QuoteRunner],
): CashOutQuote {
  return {
    market_id: marketId,
    kind: 'bookmaker',
    min_stake: 10,
    runners: [
      { ...backed, pnl: 90, after: 29.25 },
      { ...other, pnl: -100, after: 29.25 },
    ],
    cash_out: {
      value: 29.25,
      bets: [
        { selection_id: backed.selection_id, side: 'lay', stake: 129.25, price: 1.47, rate: 47 },
      ],
    },
    unavailable: null,
  };
}

/** That quote once cashed out: level at ৳29.25, nothing left to hedge. */
export function levelBookmakerQuote(quote: CashOutQuote): CashOutQuote {
  return {
    ...quote,
    runners: quote.runners.map((runner) => ({ ...runner, pnl: 29.25 })),
    cash_out: { value: 29.25, bets: [] },
  };
}

export const bookmakerQuote = bookmakerQuoteOn('1.1-bm', [
  { selection_id: 1, name: 'Dhaka' },
  { selection_id: 2, name: 'Khulna' },
]);

export const bookmakerCashOut: CashOutMarket = {
  event_id: 'e-1',
  event_name: 'Dhaka v Khulna',
  sport: 'cricket',
  market_name: 'Bookmaker',
  odds_view_market_id: '1.1',
  quote: bookmakerQuote,
};

/** The same market once cashed out: level at ৳29.25. */
export const levelBookmakerCashOut: CashOutMarket = {
  ...bookmakerCashOut,
  quote: levelBookmakerQuote(bookmakerQuote),
};

export const noCashOuts: CashOutList = { markets: [] };
