/**
 * Our public reads for the exchange's event lists (docs/decisions.md, Exchange lists): several
 * Match Odds markets in one call, each as GET /api/match-odds answers it plus its event and
 * trading state (the exchange home's prices, Multi Markets), and the results of finished events
 * (the In-Play screen's Result tab).
 */
import type {
  ExchangeResultsQuery,
  ExchangeResultsResponse,
  MatchOddsBatchResponse,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { matchOdds } from './market-views.js';
import { listMatchOddsWithEvents, listRunnersOfMarkets, listSettledMatchOdds } from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A long Result tab is no use on a phone; the newest results are the ones asked for. */
const RESULTS_LIMIT = 200;

export async function matchOddsBatch(
  context: AppContext,
  marketIds: readonly string[],
): Promise<MatchOddsBatchResponse> {
  const rows = await listMatchOddsWithEvents(context.db, marketIds);
  const byId = new Map(rows.map((row) => [row.market_id, row]));
  const answer: MatchOddsBatchResponse = [];
  for (const marketId of marketIds) {
    const row = byId.get(marketId);
    if (row === undefined) continue;
    const [market] = await matchOdds(context, marketId);
    if (market === undefined) continue;
    answer.push({
      ...market,
      eventId: row.event_id,
      event: row.name,
      sport: row.sport,
      openDate: row.open_date,
      status: row.status,
      ball_running: row.ball_running === 1 ? 1 : 0,
    });
  }
  return answer;
}

export async function exchangeResults(
  context: AppContext,
  query: ExchangeResultsQuery,
  nowMs: number = Date.now(),
): Promise<ExchangeResultsResponse> {
  const markets = await listSettledMatchOdds(context.db, {
    sport: query.sport,
    sinceIso: new Date(nowMs - query.days * DAY_MS).toISOString(),
    limit: RESULTS_LIMIT,
  });
  const runners = await listRunnersOfMarkets(
    context.db,
    markets.map((market) => market.market_id),
  );
  const runnerName = (marketId: string, result: string | null) =>
    runners.find(
      (runner) => runner.market_id === marketId && String(runner.selection_id) === result,
    )?.name ?? null;
  return markets.map((market) => {
    const isVoid = market.status === 'voided';
    return {
      MarketId: market.market_id,
      EventId: market.event_id,
      Event: market.name,
      Sport: market.sport,
      OpenDate: market.open_date,
      SettledAt: market.settled_at ?? market.open_date,
      Winner: isVoid ? null : runnerName(market.market_id, market.result),
      Void: isVoid,
    };
  });
}
