/**
 * Applies a feed's updates to the exchange: new events and markets, the in-play turn (unmatched
 * bets lapse), scores, suspensions and ball running, the market maker's quotes at the fair prices,
 * and results (settlement, or void).
 */
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { cancelExchangeBet } from '../cancel-bet.js';
import { requoteMarket } from '../market-maker.js';
import { createMatchOddsMarket } from '../markets.js';
import { findEvent, listRestingOrders, setEventState, setMarketTrading } from '../queries.js';
import { settleMatchOddsMarket } from '../settle-market.js';
import type { FeedUpdate } from './feed-updates.js';

export async function applyFeedUpdate(
  context: AppContext,
  makerId: number,
  update: FeedUpdate,
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
      await setEventState(context.db, update.eventId, { status: 'in_play', now });
      for (const order of await listRestingOrders(context.db, update.marketId)) {
        await cancelExchangeBet(context, order.user_id, order.id);
      }
      return;
    case 'score':
      await setEventState(context.db, update.eventId, { score: JSON.stringify(update.score), now });
      return;
    case 'market_state':
      await setMarketTrading(context.db, update.marketId, { ...update, now });
      return;
    case 'fair_prices':
      await requoteMarket(context, makerId, update.marketId, update.prices);
      return;
    case 'result':
      await settleMatchOddsMarket(
        context,
        update.marketId,
        update.winnerSelectionId === null
          ? 'void'
          : { winnerSelectionId: update.winnerSelectionId },
      );
      await setEventState(context.db, update.eventId, { status: 'closed', now });
      return;
  }
}
