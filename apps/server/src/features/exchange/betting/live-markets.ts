/**
 * The Match Odds markets this instance keeps in memory, one `LiveMarket` each, made on a market's
 * first bet. Kept per database: every app context on the same database shares them, as they
 * share its rows.
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../platform/app-context.js';
import type { Database } from '../../../platform/db/database.js';
import { LiveMarket } from './live-market.js';

const marketsOfDatabase = new WeakMap<Kysely<Database>, Map<string, LiveMarket>>();

function marketsOf(context: AppContext): Map<string, LiveMarket> {
  let markets = marketsOfDatabase.get(context.db);
  if (!markets) {
    markets = new Map();
    marketsOfDatabase.set(context.db, markets);
  }
  return markets;
}

export function liveMarketOf(context: AppContext, marketId: string): LiveMarket {
  const markets = marketsOf(context);
  let market = markets.get(marketId);
  if (!market) {
    market = new LiveMarket(context, marketId);
    markets.set(marketId, market);
  }
  return market;
}

/** Drops a market that takes no more bets (settled, voided); a later bet would rebuild it. */
export function forgetLiveMarket(context: AppContext, marketId: string): void {
  const market = marketsOf(context).get(marketId);
  if (market && !market.busy()) marketsOf(context).delete(marketId);
}
