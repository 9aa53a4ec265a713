/** Cash-out answers shaped as the contract says, for My Bets' and the wallet overlay's tests. */
import type { CashOutList, CashOutMarket, CashOutQuote } from '@khela/contract';

/** ৳100 backed on Dhaka at rate 90; the house lays it at 47 now: lay ৳129.25, ৳29.25 either way. */
export const bookmakerQuote: CashOutQuote = {
  market_id: '1.1-bm',
  kind: 'bookmaker',
  min_stake: 10,
  runners: [
    { selection_id: 1, name: 'Dhaka', pnl: 90, after: 29.25 },
    { selection_id: 2, name: 'Khulna', pnl: -100, after: 29.25 },
  ],
  cash_out: {
    value: 29.25,
    bets: [{ selection_id: 1, side: 'lay', stake: 129.25, price: 1.47, rate: 47 }],
  },
  unavailable: null,
};

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
  quote: {
    ...bookmakerQuote,
    runners: bookmakerQuote.runners.map((runner) => ({ ...runner, pnl: 29.25 })),
    cash_out: { value: 29.25, bets: [] },
  },
};

export const noCashOuts: CashOutList = { markets: [] };
