/**
 * The stand-in server the list screens' tests share: cricket with a match in play, one later
 * today, one tomorrow; soccer with one today; tennis empty; two results; and the Match Odds of
 * the markets as GET /api/exchange/match-odds answers them. "Now" is 12:00 in Dhaka.
 */
import type {
  ExchangeResultsResponse,
  MatchOddsBatchItem,
  SportsEventsResponse,
} from '@khela/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { siteHandlers, type MockHandler } from '../../../testing/mock-fetch';

/** 23 Nov 2026, 12:00 GMT+6. */
export const NOW = new Date('2026-11-23T06:00:00.000Z');

/** Every test of the calling file runs at NOW (start times and "today" depend on it), and the pins
 * it left in storage go with it. */
export function runListTestsAtNow(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });
}

export const cricketEvents: SportsEventsResponse = [
  {
    MarketId: '1.later',
    EventId: 'e-later',
    Event: 'Comilla v Barishal',
    OpenDate: '2026-11-23T12:30:00.000Z',
    Fancy: false,
    Bookmaker: true,
    InPlay: false,
  },
  {
    MarketId: '1.live',
    EventId: 'e-live',
    Event: 'Dhaka v Sylhet',
    OpenDate: '2026-11-23T05:00:00.000Z',
    Fancy: true,
    Bookmaker: true,
    InPlay: true,
  },
  {
    MarketId: '1.tomorrow',
    EventId: 'e-tomorrow',
    Event: 'Rangpur v Khulna',
    OpenDate: '2026-11-24T04:00:00.000Z',
    Fancy: false,
    Bookmaker: false,
    InPlay: false,
  },
];

export const soccerEvents: SportsEventsResponse = [
  {
    MarketId: '1.soccer',
    EventId: 'e-soccer',
    Event: 'Abahani v Mohammedan',
    OpenDate: '2026-11-23T10:00:00.000Z',
    Fancy: false,
    Bookmaker: false,
    InPlay: false,
  },
];

export const results: ExchangeResultsResponse = [
  {
    MarketId: '1.old-void',
    EventId: 'e-old-void',
    Event: 'Sylhet v Khulna',
    Sport: 'cricket',
    OpenDate: '2026-11-22T08:00:00.000Z',
    SettledAt: '2026-11-22T11:00:00.000Z',
    Winner: null,
    Void: true,
  },
  {
    MarketId: '1.old-won',
    EventId: 'e-old-won',
    Event: 'Kings v Rovers',
    Sport: 'soccer',
    OpenDate: '2026-11-22T06:00:00.000Z',
    SettledAt: '2026-11-22T08:00:00.000Z',
    Winner: 'Rovers',
    Void: false,
  },
];

export function batchItem(
  marketId: string,
  change: Partial<MatchOddsBatchItem> = {},
): MatchOddsBatchItem {
  const event = [...cricketEvents, ...soccerEvents].find((item) => item.MarketId === marketId);
  const [home, away] = (event?.Event ?? 'Home v Away').split(' v ');
  return {
    marketId,
    inplay: event?.InPlay ?? false,
    suspended: 0,
    runners: [
      {
        selectionId: 1,
        SelectionName: home ?? 'Home',
        suspended: 0,
        ex: {
          availableToBack: [{ price: 1.8, size: 500 }],
          availableToLay: [{ price: 1.85, size: 250 }],
        },
      },
      {
        selectionId: 2,
        SelectionName: away ?? 'Away',
        suspended: 0,
        ex: { availableToBack: [], availableToLay: [{ price: 2.2, size: 100 }] },
      },
    ],
    eventId: event?.EventId ?? `e-${marketId}`,
    event: event?.Event ?? 'Home v Away',
    sport: soccerEvents.some((item) => item.MarketId === marketId) ? 'soccer' : 'cricket',
    openDate: event?.OpenDate ?? NOW.toISOString(),
    status: 'open',
    ball_running: 0,
    ...change,
  };
}

/** Answers the batch call with the markets asked for, from `markets` (unknown ids left out). */
export function batchHandler(markets: () => MatchOddsBatchItem[]): MockHandler {
  return (request) => {
    const ids = (request.url.searchParams.get('market_ids') ?? '').split(',');
    const known = markets();
    return {
      body: ids.flatMap((id) => known.filter((market) => market.marketId === id)),
    };
  };
}

export function listHandlers(extra: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'GET /api/sports-events/cricket': { body: cricketEvents },
    'GET /api/sports-events/soccer': { body: soccerEvents },
    'GET /api/sports-events/tennis': { body: [] },
    'GET /api/exchange/results': { body: results },
    'GET /api/exchange/match-odds': batchHandler(() =>
      ['1.live', '1.later', '1.tomorrow', '1.soccer'].map((id) => batchItem(id)),
    ),
    ...extra,
  };
}
