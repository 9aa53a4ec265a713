/**
 * Creating events and Match Odds markets and changing their state: what the odds feed (and, for
 * now, the tests and the demo seed) calls. Market rules in taka and basis points.
 */
import { takaToPaisa } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import {
  insertEvent,
  insertFancyMarket,
  insertMarketWithRunners,
  setEventState,
  setFancyLine,
  setMarketStatus,
  setMarketTrading,
  setRunnerRates,
} from './queries.js';

export interface NewMatchOddsMarket {
  eventId: string;
  eventName: string;
  sport: 'cricket' | 'soccer' | 'tennis';
  openDate: string;
  marketId: string;
  runners: { selectionId: number; name: string }[];
  betDelaySeconds?: number;
  commissionBasisPoints?: number;
  minStakeTaka?: number;
  maxStakeTaka?: number;
}

/** A default the operator can change per market: 2 % on net winnings. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 200;

export async function createMatchOddsMarket(
  context: AppContext,
  market: NewMatchOddsMarket,
): Promise<void> {
  const now = isoNow();
  await context.db.transaction().execute(async (trx) => {
    await insertEvent(trx, {
      id: market.eventId,
      sport: market.sport,
      name: market.eventName,
      openDate: market.openDate,
      now,
    });
    await insertMarketWithRunners(trx, {
      id: market.marketId,
      eventId: market.eventId,
      kind: 'match_odds',
      name: 'Match Odds',
      betDelaySeconds: market.betDelaySeconds ?? 0,
      commissionBasisPoints: market.commissionBasisPoints ?? DEFAULT_COMMISSION_BASIS_POINTS,
      minStakePaisa: takaToPaisa(market.minStakeTaka ?? 10),
      maxStakePaisa: takaToPaisa(market.maxStakeTaka ?? 500_000),
      runners: market.runners,
      now,
    });
  });
}

export function changeMarketStatus(
  context: AppContext,
  marketId: string,
  status: 'open' | 'suspended' | 'closed',
): Promise<void> {
  return setMarketStatus(context.db, marketId, status, isoNow());
}

/** An event's state (in play, closed) or its score, as the feed reports them. */
export function changeEventState(
  context: AppContext,
  eventId: string,
  change: { status?: 'upcoming' | 'in_play' | 'closed'; score?: string; now: string },
): Promise<void> {
  return setEventState(context.db, eventId, change);
}

/** The feed's suspension and ball running; a trader's hold outlasts the feed's "open". */
export function changeMarketTrading(
  context: AppContext,
  marketId: string,
  change: { status: 'open' | 'suspended'; ballRunning: boolean; now: string },
): Promise<void> {
  return setMarketTrading(context.db, marketId, change);
}

/** A Bookmaker market on an event: the house quotes each runner a back and a lay rate. */
export async function addBookmakerMarket(
  context: AppContext,
  market: {
    eventId: string;
    marketId: string;
    runners: { selectionId: number; name: string }[];
    betDelaySeconds?: number;
  },
): Promise<void> {
  await insertMarketWithRunners(context.db, {
    id: market.marketId,
    eventId: market.eventId,
    kind: 'bookmaker',
    name: 'Bookmaker',
    betDelaySeconds: market.betDelaySeconds ?? 0,
    commissionBasisPoints: 0,
    minStakePaisa: takaToPaisa(10),
    maxStakePaisa: takaToPaisa(200_000),
    runners: market.runners,
    now: isoNow(),
  });
}

export function quoteBookmaker(
  context: AppContext,
  marketId: string,
  rates: { selectionId: number; backRate: number; layRate: number }[],
): Promise<void> {
  return setRunnerRates(context.db, marketId, rates);
}

/** A Fancy line on an event (type 2 Fancy … 6 Odd/Even); suspended until it is first quoted. */
export async function addFancyMarket(
  context: AppContext,
  market: { eventId: string; marketId: string; name: string; fancyType: number },
): Promise<void> {
  await insertFancyMarket(context.db, {
    id: market.marketId,
    eventId: market.eventId,
    name: market.name,
    fancyType: market.fancyType,
    minStakePaisa: takaToPaisa(10),
    maxStakePaisa: takaToPaisa(100_000),
    now: isoNow(),
  });
}

export function quoteFancy(
  context: AppContext,
  marketId: string,
  line: { noLine: number; noRate: number; yesLine: number; yesRate: number },
): Promise<void> {
  return setFancyLine(context.db, marketId, { ...line, now: isoNow() });
}
