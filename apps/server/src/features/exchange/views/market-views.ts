/**
 * The contract's read calls over the exchange's books ([contract: Entities], [contract: Calls]): the events of a sport,
 * a Match Odds market's best prices and sizes, an event's Fancy and Bookmaker markets, and the
 * exchange header's figures. Sizes are taka of backer's stake, best price first.
 */
import {
  exchangeMessages,
  paisaToTaka,
  type EventResponse,
  type ExchangeHubResponse,
  type ExchangeSport,
  type MatchOddsResponse,
  type SportsEventsResponse,
} from '@khela/contract';
import type { DepthLevel } from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import type { ExchangeEventRow, ExchangeMarketRow } from '../tables.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { headerFigures } from '../betting/header-figures.js';
import { DEPTH_LEVELS, type RunnerDepth } from '../betting/live-market.js';
import { liveMarketKnown } from '../betting/live-markets.js';
import { loadMatchOddsBooks } from '../betting/market-state.js';
import { findEvent, findMarket, listRunners } from '../betting/market-rows.js';
import { stakeLimitsOf } from '../betting/stake-limits.js';
import {
  countOpenBets,
  listEventMarkets,
  listSideMarketKinds,
  listSportEvents,
} from './queries.js';

export { DEPTH_LEVELS };

export async function sportsEvents(
  context: AppContext,
  sport: ExchangeSport,
): Promise<SportsEventsResponse> {
  const events = await listSportEvents(context.db, sport);
  const sideKinds = await listSideMarketKinds(
    context.db,
    events.map((event) => event.event_id),
  );
  const has = (eventId: string, kind: string) =>
    sideKinds.some((row) => row.event_id === eventId && row.kind === kind);
  return events.map((event) => ({
    MarketId: event.market_id,
    EventId: event.event_id,
    Event: event.name,
    OpenDate: event.open_date,
    Fancy: has(event.event_id, 'fancy'),
    Bookmaker: has(event.event_id, 'bookmaker'),
    InPlay: event.status === 'in_play',
  }));
}

export async function matchOdds(context: AppContext, marketId: string): Promise<MatchOddsResponse> {
  const market = await findMarket(context.db, marketId);
  if (market?.kind !== 'match_odds') {
    throw new DomainError('not_found', exchangeMessages.marketNotFound);
  }
  return matchOddsOf(context, market, await findEvent(context.db, market.event_id));
}

/** A Match Odds market's picture, from its row and its event's (the live picture has both). */
export async function matchOddsOf(
  context: AppContext,
  market: ExchangeMarketRow,
  event: ExchangeEventRow | undefined,
): Promise<MatchOddsResponse> {
  const runners = await listRunners(context.db, market.id);
  const depthOf = await runnerDepths(context, market);
  const level = (depth: DepthLevel) => ({
    price: depth.priceHundredths / 100,
    size: paisaToTaka(depth.stakePaisa),
  });
  return [
    {
      marketId: market.id,
      inplay: event?.status === 'in_play',
      suspended: market.status === 'open' ? 0 : 1,
      ball_running: market.ball_running === 1 ? 1 : 0,
      runners: runners.map((runner) => {
        const depth = depthOf(runner.selection_id);
        return {
          selectionId: runner.selection_id,
          SelectionName: runner.name,
          suspended: runner.suspended === 1 ? 1 : 0,
          ex: { availableToBack: depth.back.map(level), availableToLay: depth.lay.map(level) },
        };
      }),
      stake_limits: stakeLimitsOf(market),
    },
  ];
}

/**
 * The best prices of a market's runners: from the live books this instance keeps, as their last
 * commit left them, while the stored book version is still that commit's; otherwise rebuilt from
 * the rows (another instance owns the market, or someone else has changed it since).
 */
async function runnerDepths(
  context: AppContext,
  market: { id: string; book_version: number },
): Promise<(selectionId: number) => RunnerDepth> {
  const committed = liveMarketKnown(context, market.id)?.committedDepth(market.book_version);
  if (committed) {
    return (selectionId) => committed.runners.get(selectionId) ?? { back: [], lay: [] };
  }
  const { market: book } = await loadMatchOddsBooks(context.db, market.id);
  return (selectionId) => book.depth(selectionId, DEPTH_LEVELS);
}

/** GET /api/event/{eventId}: the event's Fancy and Bookmaker markets as the spec shapes them. */
export async function eventMarkets(context: AppContext, eventId: string): Promise<EventResponse> {
  const event = await findEvent(context.db, eventId);
  if (!event) throw new DomainError('not_found', exchangeMessages.eventNotFound);
  return eventMarketsOf(context, eventId, await listEventMarkets(context.db, eventId));
}

/** The Fancy and Bookmaker part of an event's picture, from its market rows. */
export async function eventMarketsOf(
  context: AppContext,
  eventId: string,
  markets: readonly ExchangeMarketRow[],
): Promise<EventResponse> {
  const fancy2: EventResponse['data']['items'][string]['fancy2'] = {};
  const bookmaker: EventResponse['data']['items'][string]['bookmaker'] = {};
  for (const market of markets) {
    if (market.status !== 'open' && market.status !== 'suspended') continue;
    const suspended = market.status === 'suspended' ? 1 : 0;
    if (market.kind === 'fancy') {
      fancy2[market.id] = {
        title: market.name,
        type: market.fancy_type ?? 2,
        suspended,
        ball_running: market.ball_running === 1 ? 1 : 0,
        no: market.no_line ?? 0,
        no_rate: market.no_rate ?? 0,
        yes: market.yes_line ?? 0,
        yes_rate: market.yes_rate ?? 0,
        stake_limits: stakeLimitsOf(market),
      };
    } else if (market.kind === 'bookmaker') {
      const runners = await listRunners(context.db, market.id);
      bookmaker[market.id] = {
        runners: runners.map((runner) => ({
          selectionId: runner.selection_id,
          runner: runner.name,
          backPrice: runner.back_rate ?? 0,
          layPrice: runner.lay_rate ?? 0,
          suspended: suspended === 1 || runner.suspended === 1 ? 1 : 0,
          ball_running: market.ball_running === 1 ? 1 : 0,
        })),
        stake_limits: stakeLimitsOf(market),
      };
    }
  }
  return { data: { items: { [eventId]: { fancy2, bookmaker } } } };
}

export async function exchangeHub(
  context: AppContext,
  userId: number,
): Promise<ExchangeHubResponse> {
  return {
    success: true,
    data: {
      ...(await headerFigures(context.db, userId)),
      open_bets: await countOpenBets(context.db, userId),
    },
  };
}

/** An event's markets in id order, as stored: the trader's event page and the live picture. */
export function marketsOfEvent(context: AppContext, eventId: string) {
  return listEventMarkets(context.db, eventId);
}

/** The event as the live score page shows it. */
export function findEventForScore(context: AppContext, eventId: string) {
  return findEvent(context.db, eventId);
}
