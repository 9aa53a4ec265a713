/**
 * GET /api/exchange/cash-out: each market where the player holds matched bets, the latest first,
 * with its event, names and the same quote the single market's call gives; unmatched bets alone,
 * Fancy and settled markets are left out; other players' positions never show.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cashOutListSchema, cashOutQuoteSchema } from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import {
  addMatchOdds,
  addQuotedBookmaker,
  openFancyLine,
  placeBet,
  settleMarket,
} from '../../../testing/exchange-markets.js';
import { rateBetsPerFile, type RateBetPlayer } from '../../../testing/rate-bets.js';
import { getAs } from '../../../testing/requests.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';

const harness = testAppPerFile();
const { owner, taken: rateBet } = rateBetsPerFile(harness, {
  eventId: 'ev-list',
  eventName: 'Khulna v Barishal',
  marketId: '9.7',
});
beforeAll(async () => {
  await addQuotedBookmaker(harness, {
    eventId: 'ev-list',
    marketId: '9.7-bm',
    sides: ['Khulna', 'Barishal'],
  });
  await addMatchOdds(harness, {
    eventId: 'ev-list-2',
    eventName: 'Rangpur v Comilla',
    marketId: '9.8',
  });
  await openFancyLine(harness, {
    eventId: 'ev-list',
    marketId: '9.7-fancy',
    name: '10 over runs',
    line: { noLine: 70, noRate: 100, yesLine: 72, yesRate: 100 },
  });
});

type Player = RateBetPlayer;

async function listOf(player: Player) {
  const response = await getAs(harness, player.token, '/api/exchange/cash-out');
  expect(response.statusCode, response.body).toBe(200);
  return cashOutListSchema.parse(response.json()).markets;
}

describe(`the cash-out list on ${testDialect}`, () => {
  it('lists each market with matched bets, latest first, each quoted as its own call quotes it', async () => {
    const rahim = await casinoPlayer(harness, 2000);
    const karim = await casinoPlayer(harness, 2000);
    expect(await listOf(rahim)).toEqual([]);

    // Rahim's Match Odds back matched by Karim; an unmatched back on the other event only.
    await placeBet(harness, rahim, { market: '9.7', back: 1, odds: 2.5, stake: 100 });
    await placeBet(harness, karim, { market: '9.7', lay: 1, odds: 2.5, stake: 100 });
    await placeBet(harness, rahim, { market: '9.8', back: 1, odds: 3, stake: 50 });
    await rateBet(rahim, { market_id: '9.7-fancy', side: 'yes', rate: 100, line: 72, stake: 20 });
    await rateBet(rahim, {
      market_id: '9.7-bm',
      selection_id: 2,
      side: 'back',
      rate: 110,
      stake: 40,
    });

    const markets = await listOf(rahim);
    expect(markets.map((market) => market.quote.market_id)).toEqual(['9.7-bm', '9.7']);
    expect(markets[0]).toMatchObject({
      event_id: 'ev-list',
      event_name: 'Khulna v Barishal',
      sport: 'cricket',
      market_name: 'Bookmaker',
      // A Bookmaker market opens on its event's Match Odds, under which the odds view shows it.
      odds_view_market_id: '9.7',
      quote: {
        kind: 'bookmaker',
        runners: [
          { name: 'Khulna', pnl: -40 },
          { name: 'Barishal', pnl: 44 },
        ],
      },
    });
    expect(markets[1]).toMatchObject({ market_name: 'Match Odds', odds_view_market_id: '9.7' });
    for (const market of markets) {
      const single = await getAs(
        harness,
        rahim.token,
        `/api/exchange/markets/${market.quote.market_id}/cash-out`,
      );
      expect(cashOutQuoteSchema.parse(single.json())).toEqual(market.quote);
    }
    // Karim sees only his own side of the Match Odds market.
    expect(await listOf(karim)).toMatchObject([
      { quote: { market_id: '9.7', runners: [{ pnl: -150 }, { pnl: 100 }] } },
    ]);

    // Settled, the Bookmaker market leaves the list.
    const settled = await settleMarket(harness, owner.token, '9.7-bm', { winner_selection_id: 2 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await listOf(rahim)).map((market) => market.quote.market_id)).toEqual(['9.7']);
  });
});
