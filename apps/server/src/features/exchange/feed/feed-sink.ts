/**
 * Applies a feed's updates to the exchange: new events and markets (Match Odds, Bookmaker, Fancy),
 * the in-play turn (unmatched bets lapse), scores, suspensions and ball running, the market
 * maker's quotes at the fair prices, the house's Bookmaker rates and Fancy lines, and results
 * (settlement, or void).
 */
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { cancelExchangeBet } from '../betting/cancel-bet.js';
import { DEFAULT_QUOTES, requoteMarket, type QuoteOptions } from '../betting/market-maker.js';
import { findEvent, findMarket } from '../betting/market-rows.js';
import { settleMatchOddsMarket } from '../betting/settle-market.js';
import { settleRateMarket } from '../betting/settle-rate-market.js';
import {
  addBookmakerMarket,
  addFancyMarket,
  changeEventState,
  changeMarketTrading,
  createMatchOddsMarket,
  quoteBookmaker,
  quoteFancy,
} from '../trading/markets.js';
import type { FeedUpdate } from './feed-updates.js';
import { listRestingOrders } from './queries.js';

export async function applyFeedUpdate(
  context: AppContext,
  makerId: number,
  update: FeedUpdate,
  quotes: QuoteOptions = DEFAULT_QUOTES,
): Promise<void> {
  const now = isoNow();
  switch (update.type) {
    case 'event':
      if (await findEvent(context.db, update.eventId)) return;
      await createMatchOddsMarket(context, {
        eventId: update.eventId,
        eventName: update.name,
        sport: update.sport,
        openDate: update.openDate,
        marketId: update.marketId,
        runners: update.runners,
        betDelaySeconds: update.betDelaySeconds,
      });
      return;
    case 'in_play':
      await changeEventState(context, update.eventId, { status: 'in_play', now });
      for (const order of await listRestingOrders(context.db, update.marketId)) {
        await cancelExchangeBet(context, order.user_id, order.id);
      }
      return;
    case 'score':
      await changeEventState(context, update.eventId, { score: JSON.stringify(update.score), now });
      return;
    case 'market_state':
      await changeMarketTrading(context, update.marketId, { ...update, now });
      return;
    case 'fair_prices':
      await requoteMarket(context, makerId, update.marketId, update.prices, quotes);
      return;
    case 'bookmaker_market':
      if (await findMarket(context.db, update.marketId)) return;
      await addBookmakerMarket(context, {
        eventId: update.eventId,
        marketId: update.marketId,
        runners: update.runners,
        // No in-play delay: its rates move every ball and a bet is taken only at the rate still
        // shown, so a delayed bet would always be refused. Ball Running guards the house here.
        betDelaySeconds: 0,
      });
      return;
    case 'bookmaker_rates':
      await quoteBookmaker(context, update.marketId, update.rates);
      return;
    case 'fancy_market':
      if (await findMarket(context.db, update.marketId)) return;
      await addFancyMarket(context, update);
      return;
    case 'fancy_line':
      await quoteFancy(context, update.marketId, update);
      return;
    case 'rate_result':
      if (await isSettled(context, update.marketId)) return;
      await settleRateMarket(context, update.marketId, update.result);
      return;
    case 'result':
      if (await isSettled(context, update.marketId)) {
        await changeEventState(context, update.eventId, { status: 'closed', now });
        return;
      }
      await settleMatchOddsMarket(
        context,
        update.marketId,
        update.winnerSelectionId === null
          ? 'void'
          : { winnerSelectionId: update.winnerSelectionId },
        undefined,
        update.settledAt,
      );
      await changeEventState(context, update.eventId, { status: 'closed', now });
      return;
  }
}

/** A result sent again (after a failure midway) finds its market already settled: nothing to do. */
async function isSettled(context: AppContext, marketId: string): Promise<boolean> {
  const market = await findMarket(context.db, marketId);
  return market === undefined || market.status === 'settled' || market.status === 'voided';
}
