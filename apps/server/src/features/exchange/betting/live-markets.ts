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
const publishersOfDatabase = new WeakMap<Kysely<Database>, (marketId: string) => Promise<void>>();

/**
 * How the markets of this database publish their picture after a commit (live/market-push.ts,
 * given by the exchange's routes): a batch's callers hear their answers once the picture showing
 * their batch is out, so a bettor's answer never arrives before the screens' picture of it.
 */
export function publishAfterCommit(
  context: AppContext,
  publish: (marketId: string) => Promise<void>,
): void {
  publishersOfDatabase.set(context.db, publish);
}

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
    market = new LiveMarket(context, marketId, () => publishersOfDatabase.get(context.db));
    markets.set(marketId, market);
  }
  return market;
}

/** The market's live books on this instance, if it keeps them (it does not make them). */
export function liveMarketKnown(context: AppContext, marketId: string): LiveMarket | undefined {
  return marketsOf(context).get(marketId);
}

/** Drops a market that takes no more bets (settled, voided); a later bet would rebuild it. */
export function forgetLiveMarket(context: AppContext, marketId: string): void {
  const market = marketsOf(context).get(marketId);
  if (market && !market.busy()) marketsOf(context).delete(marketId);
}
