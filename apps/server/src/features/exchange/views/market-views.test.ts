/**
 * The contract's exchange reads: a sport's events with their Match Odds market id, a market's best
 * three prices each side with sizes in taka (resting lays are "available to back", highest first),
 * an event's Fancy and Bookmaker records, the header's figures, and the spec's messages for
 * unknown ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventResponseSchema,
  exchangeHubResponseSchema,
  exchangeMessages,
  matchOddsResponseSchema,
  sportsEventsResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { addMatchOdds, addQuotedBookmaker, placeBet } from '../../../testing/exchange-markets.js';
import { changeMarketStatus } from '../trading/markets.js';
import { setMarketTrading } from '../trading/queries.js';
import { codeOf, refusalBody } from '../../../testing/refusal.js';
import { getAs } from '../../../testing/requests.js';

const harness = testAppPerFile();
beforeAll(async () => {
  await addMatchOdds(harness, {
    eventId: 'v-1',
    eventName: 'Sylhet v Khulna',
    openDate: '2026-11-24T10:00:00.000Z',
    marketId: '1.900',
    selectionIds: [7, 8],
  });
});

describe(`exchange reads on ${testDialect}`, () => {
  it('lists a sport’s events and shows a market’s best prices with their sizes', async () => {
    const events = await harness.app.inject({ method: 'GET', url: '/api/sports-events/cricket' });
    expect(sportsEventsResponseSchema.parse(events.json())).toEqual([
      {
        MarketId: '1.900',
        EventId: 'v-1',
        Event: 'Sylhet v Khulna',
        OpenDate: '2026-11-24T10:00:00.000Z',
        Fancy: false,
        Bookmaker: false,
        InPlay: false,
      },
    ]);
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/sports-events/soccer' })).json(),
    ).toEqual([]);
    const badSport = await harness.app.inject({ method: 'GET', url: '/api/sports-events/golf' });
    expect([badSport.statusCode, badSport.json()]).toEqual([
      422,
      {
        code: codeOf(exchangeMessages.sportInvalid),
        message: exchangeMessages.sportInvalid,
        errors: { sport: [exchangeMessages.sportInvalid] },
      },
    ]);

    const layer = await casinoPlayer(harness, 5000);
    const backer = await casinoPlayer(harness, 5000);
    for (const [odds, stake] of [
      [1.9, 100],
      [1.95, 50],
      [1.8, 20],
      [1.7, 10],
    ] as const) {
      await placeBet(harness, layer, { market: '1.900', lay: 7, odds, stake });
    }
    await placeBet(harness, backer, { market: '1.900', back: 7, odds: 2.1, stake: 30 });
    const odds = matchOddsResponseSchema.parse(
      (await harness.app.inject({ method: 'GET', url: '/api/match-odds/1.900' })).json(),
    );
    expect(odds[0]).toMatchObject({
      marketId: '1.900',
      inplay: false,
      suspended: 0,
      ball_running: 0,
    });
    expect(odds[0]?.runners[0]).toEqual({
      selectionId: 7,
      SelectionName: 'Sylhet',
      suspended: 0,
      ex: {
        availableToBack: [
          { price: 1.95, size: 50 },
          { price: 1.9, size: 100 },
          { price: 1.8, size: 20 },
        ],
        availableToLay: [{ price: 2.1, size: 30 }],
      },
    });
    expect(odds[0]?.runners[1]?.ex).toEqual({ availableToBack: [], availableToLay: [] });
    const missing = await harness.app.inject({ method: 'GET', url: '/api/match-odds/1.404' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      refusalBody(exchangeMessages.marketNotFound),
    ]);

    const hub = await getAs(harness, layer.token, '/api/exchange-hub');
    // Lays of 100 × 0.9 + 50 × 0.95 + 20 × 0.8 + 10 × 0.7 = 160.5 held on Sylhet winning.
    expect(exchangeHubResponseSchema.parse(hub.json())).toEqual({
      success: true,
      data: { balance: 4839.5, exposure: 160.5, open_bets: 4 },
    });
  });

  it('says when Match Odds takes no bets: suspended, a ball running, or closed', async () => {
    await addMatchOdds(harness, {
      eventId: 'v-2',
      eventName: 'Dhaka v Barishal',
      openDate: '2026-11-24T12:00:00.000Z',
      marketId: '1.901',
    });
    const read = async () =>
      matchOddsResponseSchema.parse(
        (await harness.app.inject({ method: 'GET', url: '/api/match-odds/1.901' })).json(),
      )[0];
    expect(await read()).toMatchObject({ suspended: 0, ball_running: 0 });
    await changeMarketStatus(harness.context, '1.901', 'suspended');
    expect(await read()).toMatchObject({ suspended: 1, ball_running: 0 });
    await setMarketTrading(harness.context.db, '1.901', {
      status: 'open',
      ballRunning: true,
      now: new Date().toISOString(),
    });
    expect(await read()).toMatchObject({ suspended: 0, ball_running: 1 });
    await changeMarketStatus(harness.context, '1.901', 'closed');
    expect(await read()).toMatchObject({ suspended: 1 });
  });

  it('answers an event’s Fancy and Bookmaker records, and the spec’s message for an unknown one', async () => {
    const event = await harness.app.inject({ method: 'GET', url: '/api/event/v-1' });
    expect(event.json()).toEqual({ data: { items: { 'v-1': { fancy2: {}, bookmaker: {} } } } });
    await addQuotedBookmaker(harness, {
      eventId: 'v-1',
      marketId: '1.900-bm',
      sides: ['Sylhet', 'Khulna'],
      selectionIds: [7, 8],
    });
    const withBookmaker = await harness.app.inject({ method: 'GET', url: '/api/event/v-1' });
    // The runner's id travels with it: a Bookmaker bet names the selection it backs or lays.
    expect(
      eventResponseSchema.parse(withBookmaker.json()).data.items['v-1']?.bookmaker['1.900-bm'],
    ).toEqual({
      runners: [
        {
          selectionId: 7,
          runner: 'Sylhet',
          backPrice: 45,
          layPrice: 47,
          suspended: 0,
          ball_running: 0,
        },
        {
          selectionId: 8,
          runner: 'Khulna',
          backPrice: 110,
          layPrice: 115,
          suspended: 0,
          ball_running: 0,
        },
      ],
      // The market's own stake limits, which the slip shows.
      stake_limits: { min: 10, max: 200_000 },
    });
    const missing = await harness.app.inject({ method: 'GET', url: '/api/event/none' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      refusalBody(exchangeMessages.eventNotFound),
    ]);
  });
});
