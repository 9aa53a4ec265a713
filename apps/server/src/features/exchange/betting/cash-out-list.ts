/**
 * GET /api/exchange/cash-out: the cash-out of each market where the player holds matched bets,
 * for My Bets and the wallet overlay. Each quote is the single market's (`marketCashOut`); a
 * position of unmatched bets only has nothing to cash out and is left out.
 */
import { CASH_OUT_LIST_LIMIT, type CashOutList } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { marketCashOut } from './cash-out-quote.js';
import { listCashOutMarketsOf } from './queries.js';

export async function cashOutList(context: AppContext, userId: number): Promise<CashOutList> {
  const rows = await listCashOutMarketsOf(context.db, userId, CASH_OUT_LIST_LIMIT);
  const markets: CashOutList['markets'] = [];
  for (const { event_name, sport, match_odds_market_id, ...market } of rows) {
    const quote = await marketCashOut(context.db, market, userId);
    if (quote.unavailable === 'no-position') continue;
    markets.push({
      event_id: market.event_id,
      event_name,
      sport,
      market_name: market.name,
      // An event without Match Odds still opens: the odds view finds its Bookmaker by the event.
      odds_view_market_id: match_odds_market_id ?? market.id,
      quote,
    });
  }
  return { markets };
}
