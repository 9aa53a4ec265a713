/**
 * The trader's calls beyond the market list (docs/decisions.md, Trading): events with their
 * markets, each market's volume and liability, and Fancy lines opened and moved by hand. Every
 * change is audited with its before and after in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import {
  exchangeBetMessages,
  takaToPaisa,
  tradingMessages,
  type CreateFancyLineRequest,
  type FancyLineRequest,
  type FancyLineResponse,
  type MarketLiabilityResponse,
  type TradingEvent,
  type TradingEventResponse,
  type TradingEventsResponse,
  type TradingMarket,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { recordAudit } from '../../operators/service.js';
import { pushMarketImage } from '../live/market-push.js';
import { findEvent, findMarket, listRunners, lockMarket } from '../betting/market-rows.js';
import type { SettledBy } from '../betting/settle-market.js';
import type { ExchangeMarketRow } from '../tables.js';
import { marketsOfEvent } from '../views/market-views.js';
import { marketLiability } from './market-liability.js';
import {
  insertFancyMarket,
  listEventsForOperator,
  setFancyLine,
  setMarketTrading,
} from './queries.js';

const EVENTS_LISTED_MAX = 200;
/** The same limits as the feed's Fancy lines (markets.ts). */
const FANCY_MIN_STAKE_PAISA = takaToPaisa(10);
const FANCY_MAX_STAKE_PAISA = takaToPaisa(100_000);

export async function listEventsAsOperator(
  context: AppContext,
  filter: {
    status?: TradingEvent['status'] | undefined;
    sport?: TradingEvent['sport'] | undefined;
  },
): Promise<TradingEventsResponse> {
  const rows = await listEventsForOperator(context.db, { ...filter, limit: EVENTS_LISTED_MAX });
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      sport: row.sport,
      status: row.status,
      open_date: row.open_date,
      markets: Number(row.markets),
      open_markets: Number(row.open_markets ?? 0),
    })),
  };
}

export async function eventAsOperator(
  context: AppContext,
  eventId: string,
): Promise<TradingEventResponse> {
  const event = await findEvent(context.db, eventId);
  if (!event) throw new DomainError('not_found', tradingMessages.eventNotFound);
  const markets = await marketsOfEvent(context, eventId);
  const answers: TradingMarket[] = [];
  for (const market of markets) answers.push(await tradingMarketOf(context.db, market));
  return {
    event: {
      id: event.id,
      name: event.name,
      sport: event.sport,
      status: event.status,
      open_date: event.open_date,
      markets: markets.length,
      open_markets: markets.filter((market) => market.status === 'open').length,
    },
    markets: answers,
  };
}

export async function liabilityAsOperator(
  context: AppContext,
  marketId: string,
  runs: number | undefined,
): Promise<MarketLiabilityResponse> {
  const market = await findMarket(context.db, marketId);
  if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
  return marketLiability(context.db, market, runs);
}

async function tradingMarketOf(db: Executor, market: ExchangeMarketRow): Promise<TradingMarket> {
  const runners = await listRunners(db, market.id);
  const liability = await marketLiability(db, market);
  return {
    market_id: market.id,
    kind: market.kind,
    name: market.name,
    status: market.status,
    ball_running: market.ball_running === 1,
    held: market.operator_hold === 1,
    result: market.result,
    fancy_type: market.fancy_type,
    line: lineOf(market),
    runners: runners.map((runner) => ({ selection_id: runner.selection_id, name: runner.name })),
    matched_volume: liability.matched_volume,
    liability: liability.worst_case,
    matched_bets: liability.matched_bets,
    unmatched_bets: liability.unmatched_bets,
    players: liability.players.filter((player) => !player.market_maker).length,
  };
}

function lineOf(market: ExchangeMarketRow): TradingMarket['line'] {
  if (
    market.no_line === null ||
    market.no_rate === null ||
    market.yes_line === null ||
    market.yes_rate === null
  ) {
    return null;
  }
  return {
    no_line: market.no_line,
    no_rate: market.no_rate,
    yes_line: market.yes_line,
    yes_rate: market.yes_rate,
  };
}

const lineChange = (line: FancyLineRequest) => ({
  noLine: line.no_line,
  noRate: line.no_rate,
  yesLine: line.yes_line,
  yesRate: line.yes_rate,
});

/** A new Fancy line on an event, suspended unless the trader opens it at once. */
export async function createFancyLineAsOperator(
  context: AppContext,
  eventId: string,
  request: CreateFancyLineRequest,
  by: SettledBy,
): Promise<FancyLineResponse> {
  const marketId = `fo.${randomBytes(6).toString('hex')}`;
  await context.db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, eventId);
    if (!event) throw new DomainError('not_found', tradingMessages.eventNotFound);
    if (event.status === 'closed') throw new DomainError('conflict', tradingMessages.eventClosed);
    const now = isoNow();
    await insertFancyMarket(trx, {
      id: marketId,
      eventId,
      name: request.name,
      fancyType: request.fancy_type,
      minStakePaisa: FANCY_MIN_STAKE_PAISA,
      maxStakePaisa: FANCY_MAX_STAKE_PAISA,
      now,
    });
    await setFancyLine(trx, marketId, { ...lineChange(request), now });
    const status = request.open ? 'open' : 'suspended';
    if (request.open) await setMarketTrading(trx, marketId, { status, ballRunning: false, now });
    const { open: _open, ...line } = request;
    await recordAudit(trx, {
      operatorId: by.operatorId,
      action: 'exchange_market.fancy_open',
      targetType: 'exchange_market',
      targetId: marketId,
      detail: { event_id: eventId, before: null, after: { ...line, status } },
      ip: by.ip,
    });
  });
  await pushMarketImage(context, marketId);
  return { message: tradingMessages.lineOpened, market: await marketAnswer(context, marketId) };
}

/** Moves a Fancy line and its rates; bets already taken keep the line they were taken at. */
export async function moveFancyLineAsOperator(
  context: AppContext,
  marketId: string,
  request: FancyLineRequest,
  by: SettledBy,
): Promise<FancyLineResponse> {
  await context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    const market = await lockMarket(trx, marketId, now);
    if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
    if (market.kind !== 'fancy') throw new DomainError('conflict', tradingMessages.notFancy);
    if (market.status !== 'open' && market.status !== 'suspended') {
      throw new DomainError('conflict', tradingMessages.marketClosed);
    }
    await setFancyLine(trx, marketId, { ...lineChange(request), now });
    await recordAudit(trx, {
      operatorId: by.operatorId,
      action: 'exchange_market.fancy_line',
      targetType: 'exchange_market',
      targetId: marketId,
      detail: { before: lineOf(market), after: request },
      ip: by.ip,
    });
  });
  await pushMarketImage(context, marketId);
  return { message: tradingMessages.lineMoved, market: await marketAnswer(context, marketId) };
}

async function marketAnswer(context: AppContext, marketId: string): Promise<TradingMarket> {
  const market = await findMarket(context.db, marketId);
  if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
  return tradingMarketOf(context.db, market);
}
