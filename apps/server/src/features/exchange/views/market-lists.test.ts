/**
 * The event lists' reads: a sport's events say which are in play; several Match Odds markets come
 * back in one call with their events and trading state (unknown ids left out, bad lists refused
 * with a message); the Result tab lists settled markets with the winner's name and voided ones as
 * void, filtered by sport and by how many days back, newest first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeListMessages,
  exchangeMessages,
  exchangeResultsResponseSchema,
  matchOddsBatchResponseSchema,
  sportsEventsResponseSchema,
} from '@khela/contract';
import { isoNow } from '../../../platform/db/time.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { settleMatchOddsMarket } from '../betting/settle-market.js';
import {
  addBookmakerMarket,
  changeMarketStatus,
  createMatchOddsMarket,
} from '../trading/markets.js';
import { setEventState, setMarketTrading } from '../trading/queries.js';
import { exchangeResults } from './market-lists.js';
import { placeBet } from '../../../testing/exchange-markets.js';

const runners = (home: string, away: string) => [
  { selectionId: 1, name: home },
  { selectionId: 2, name: away },
];

const harness = testAppPerFile();
beforeAll(async () => {
  const { context } = harness;
  await createMatchOddsMarket(context, {
    eventId: 'l-live',
    eventName: 'Dhaka v Rangpur',
    sport: 'cricket',
    openDate: '2026-11-23T08:00:00.000Z',
    marketId: '1.live',
    runners: runners('Dhaka', 'Rangpur'),
  });
  await setEventState(context.db, 'l-live', { status: 'in_play', now: isoNow() });
  await addBookmakerMarket(context, {
    eventId: 'l-live',
    marketId: 'bm.live',
    runners: runners('Dhaka', 'Rangpur'),
  });
  await createMatchOddsMarket(context, {
    eventId: 'l-next',
    eventName: 'Comilla v Barishal',
    sport: 'cricket',
    openDate: '2026-11-24T08:00:00.000Z',
    marketId: '1.next',
    runners: runners('Comilla', 'Barishal'),
  });
  await createMatchOddsMarket(context, {
    eventId: 'l-won',
    eventName: 'Abahani v Mohammedan',
    sport: 'soccer',
    openDate: '2026-11-22T08:00:00.000Z',
    marketId: '1.won',
    runners: runners('Abahani', 'Mohammedan'),
  });
  await settleMatchOddsMarket(context, '1.won', { winnerSelectionId: 2 });
  await setEventState(context.db, 'l-won', { status: 'closed', now: isoNow() });
  await createMatchOddsMarket(context, {
    eventId: 'l-void',
    eventName: 'Sylhet v Khulna',
    sport: 'cricket',
    openDate: '2026-11-22T10:00:00.000Z',
    marketId: '1.void',
    runners: runners('Sylhet', 'Khulna'),
  });
  await settleMatchOddsMarket(context, '1.void', 'void');
  await setEventState(context.db, 'l-void', { status: 'closed', now: isoNow() });
});

describe(`exchange lists on ${testDialect}`, () => {
  it('marks the events in play in a sport’s list, and leaves finished ones out', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    const events = sportsEventsResponseSchema.parse(response.json());
    expect(events.map((event) => [event.EventId, event.InPlay, event.Bookmaker])).toEqual([
      ['l-live', true, true],
      ['l-next', false, false],
    ]);
  });

  it('reads several Match Odds markets in one call, in the order asked', async () => {
    const layer = await casinoPlayer(harness, 5000);
    await placeBet(harness, layer, { market: '1.next', lay: 1, odds: 1.8, stake: 100 });
    await setMarketTrading(harness.context.db, '1.live', {
      status: 'suspended',
      ballRunning: true,
      now: isoNow(),
    });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/exchange/match-odds?market_ids=1.next,1.missing,1.live,1.next,1.won',
    });
    expect(response.statusCode).toBe(200);
    const markets = matchOddsBatchResponseSchema.parse(response.json());
    expect(markets.map((market) => market.marketId)).toEqual(['1.next', '1.live', '1.won']);
    expect(markets[0]).toMatchObject({
      eventId: 'l-next',
      event: 'Comilla v Barishal',
      sport: 'cricket',
      openDate: '2026-11-24T08:00:00.000Z',
      inplay: false,
      status: 'open',
      ball_running: 0,
    });
    expect(markets[0]?.runners[0]).toEqual({
      selectionId: 1,
      SelectionName: 'Comilla',
      suspended: 0,
      ex: { availableToBack: [{ price: 1.8, size: 100 }], availableToLay: [] },
    });
    expect(markets[1]).toMatchObject({
      inplay: true,
      status: 'suspended',
      suspended: 1,
      ball_running: 1,
    });
    expect(markets[2]).toMatchObject({ sport: 'soccer', status: 'settled' });
    await changeMarketStatus(harness.context, '1.live', 'open');
  });

  it('refuses a missing, empty or too long list of markets with a message', async () => {
    const tooMany = Array.from({ length: 31 }, (_, index) => `1.${index}`).join(',');
    for (const query of ['', '?market_ids=', '?market_ids=,,', `?market_ids=${tooMany}`]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/exchange/match-odds${query}`,
      });
      expect([query, response.statusCode, response.json<{ message: string }>().message]).toEqual([
        query,
        422,
        exchangeListMessages.marketIdsInvalid,
      ]);
    }
  });

  it('lists results with the winner or void, newest first, by sport and days', async () => {
    const all = await harness.app.inject({ method: 'GET', url: '/api/exchange/results' });
    expect(all.statusCode).toBe(200);
    const results = exchangeResultsResponseSchema.parse(all.json());
    expect(
      results.map((result) => [result.MarketId, result.Sport, result.Winner, result.Void]),
    ).toEqual([
      ['1.void', 'cricket', null, true],
      ['1.won', 'soccer', 'Mohammedan', false],
    ]);
    expect(results[1]).toMatchObject({ EventId: 'l-won', Event: 'Abahani v Mohammedan' });

    const soccer = await harness.app.inject({
      method: 'GET',
      url: '/api/exchange/results?sport=Soccer&days=1',
    });
    expect(
      exchangeResultsResponseSchema.parse(soccer.json()).map((result) => result.MarketId),
    ).toEqual(['1.won']);
    // Two days on, a one-day reach finds nothing.
    const later = Date.now() + 2 * 24 * 60 * 60 * 1000;
    expect(await exchangeResults(harness.context, { days: 1, sport: undefined }, later)).toEqual(
      [],
    );
  });

  it('refuses an unknown sport or a reach outside 1 to 7 days', async () => {
    for (const [query, message] of [
      ['sport=golf', exchangeMessages.sportInvalid],
      ['days=0', exchangeListMessages.daysInvalid],
      ['days=8', exchangeListMessages.daysInvalid],
      ['days=two', exchangeListMessages.daysInvalid],
    ] as const) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/exchange/results?${query}`,
      });
      expect([query, response.statusCode, response.json<{ message: string }>().message]).toEqual([
        query,
        422,
        message,
      ]);
    }
  });
});
