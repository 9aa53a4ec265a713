/**
 * Exchange markets for tests, made the way the odds feed makes them: a cricket event of two sides
 * with its Match Odds, a Bookmaker quoted at the rates most tests bet at, a Fancy line open at a
 * quote, and an operator's settling call.
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  addBookmakerMarket,
  addFancyMarket,
  changeMarketStatus,
  createMatchOddsMarket,
  quoteBookmaker,
  quoteFancy,
} from '../features/exchange/trading/markets.js';
import { placeExchangeBet } from '../features/exchange/betting/place-bet.js';
import type { TestApp } from './build-test-app.js';
import { bearer } from './players.js';

type Sides = readonly [string, string];
type SelectionIds = readonly [number, number];

/** Runners 1 and 2 (or the ids given), named after the sides in order. */
function runnersOf(sides: Sides, [first, second]: SelectionIds = [1, 2]) {
  return [
    { selectionId: first, name: sides[0] },
    { selectionId: second, name: sides[1] },
  ];
}

/** "Dhaka v Sylhet" → its two sides, which name the Match Odds runners. */
function sidesOf(eventName: string): Sides {
  const [home, away] = eventName.split(' v ');
  if (!home || !away) throw new Error(`"${eventName}" does not name two sides as "A v B"`);
  return [home, away];
}

/** A cricket event and its Match Odds, whose runners are the two sides the event's name gives. */
export function addMatchOdds(
  harness: TestApp,
  match: {
    eventId: string;
    eventName: string;
    marketId: string;
    /** Now, unless the test reads the date back. */
    openDate?: string;
    selectionIds?: SelectionIds;
    commissionBasisPoints?: number;
    betDelaySeconds?: number;
  },
): Promise<void> {
  return createMatchOddsMarket(harness.context, {
    eventId: match.eventId,
    eventName: match.eventName,
    sport: 'cricket',
    openDate: match.openDate ?? new Date().toISOString(),
    marketId: match.marketId,
    runners: runnersOf(sidesOf(match.eventName), match.selectionIds),
    commissionBasisPoints: match.commissionBasisPoints,
    betDelaySeconds: match.betDelaySeconds,
  });
}

let freshMarkets = 0;

/**
 * A Match Odds market of one test's own, opening in an hour: `1.<name>-<n>` on the event
 * `ev-<name>-<n>`, with `n` new on every call.
 */
export async function addFreshMatchOdds(
  harness: TestApp,
  name: string,
  eventName: string,
): Promise<string> {
  freshMarkets += 1;
  const marketId = `1.${name}-${freshMarkets}`;
  await addMatchOdds(harness, {
    eventId: `ev-${name}-${freshMarkets}`,
    eventName,
    openDate: new Date(Date.now() + 3_600_000).toISOString(),
    marketId,
  });
  return marketId;
}

/** A Bookmaker on the event quoting the first side back 45 / lay 47, the second 110 / 115. */
export async function addQuotedBookmaker(
  harness: TestApp,
  market: {
    eventId: string;
    marketId: string;
    sides: Sides;
    selectionIds?: SelectionIds;
  },
): Promise<void> {
  const [first, second] = market.selectionIds ?? [1, 2];
  await addBookmakerMarket(harness.context, {
    eventId: market.eventId,
    marketId: market.marketId,
    runners: runnersOf(market.sides, [first, second]),
  });
  await quoteBookmaker(harness.context, market.marketId, [
    { selectionId: first, backRate: 45, layRate: 47 },
    { selectionId: second, backRate: 110, layRate: 115 },
  ]);
}

/** A Fancy (type 2) line on the event, quoted and open for bets. */
export async function openFancyLine(
  harness: TestApp,
  market: {
    eventId: string;
    marketId: string;
    name: string;
    line: { noLine: number; noRate: number; yesLine: number; yesRate: number };
  },
): Promise<void> {
  await addFancyMarket(harness.context, {
    eventId: market.eventId,
    marketId: market.marketId,
    name: market.name,
    fancyType: 2,
  });
  await quoteFancy(harness.context, market.marketId, market.line);
  await changeMarketStatus(harness.context, market.marketId, 'open');
}

/** An operator's settling (or voiding) call: a winner, the runs, or `{ void: true }`. */
export function settleMarket(
  harness: TestApp,
  operatorToken: string,
  marketId: string,
  result: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({
    method: 'POST',
    url: `/admin-api/exchange/markets/${marketId}/settle`,
    headers: bearer(operatorToken),
    payload: result,
  });
}

/**
 * A Match Odds bet in a test's words: `back` or `lay` names the side and the runner's selection
 * id.
 */
export type TestBet = { market: string; odds: number; stake: number } & (
  { back: number } | { lay: number }
);

/** The bets call's body for a test's bet. */
export function betRequestOf(bet: TestBet) {
  const [side, selectionId] =
    'back' in bet ? (['back', bet.back] as const) : (['lay', bet.lay] as const);
  return {
    market_id: bet.market,
    selection_id: selectionId,
    side,
    odds: bet.odds,
    stake: bet.stake,
  };
}

/** A Match Odds bet placed for the player through the service, as the bets call places it. */
export function placeBet(harness: TestApp, player: { remote_id: number }, bet: TestBet) {
  return placeExchangeBet(harness.context, player.remote_id, betRequestOf(bet));
}
