/**
 * The cash-out quote on a Bookmaker market: the hedge at the house's rates now, placed through the
 * rate-bet call at exactly the rate quoted (a moved rate is refused), settled so Main moves by the
 * quoted value whoever wins; no price while a ball runs; a hedge below the market's minimum stake
 * is no cash-out; Fancy has none.
 */
import { describe, expect, it } from 'vitest';
import { cashOutQuoteSchema, exchangeBetMessages, type CashOutQuote } from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { isoNow } from '../../../platform/db/time.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import {
  addQuotedBookmaker,
  openFancyLine,
  settleMarket,
} from '../../../testing/exchange-markets.js';
import { rateBetsPerFile, type RateBetPlayer } from '../../../testing/rate-bets.js';
import { getAs } from '../../../testing/requests.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { changeMarketTrading, quoteBookmaker } from '../trading/markets.js';

const harness = testAppPerFile();
const { owner, rateBet, taken } = rateBetsPerFile(harness, {
  eventId: 'ev-bm-cash',
  eventName: 'Dhaka v Sylhet',
  marketId: '9.5',
});

type Player = RateBetPlayer;

async function quoteOf(player: Player, marketId: string): Promise<CashOutQuote> {
  const response = await getAs(harness, player.token, `/api/exchange/markets/${marketId}/cash-out`);
  expect(response.statusCode, response.body).toBe(200);
  return cashOutQuoteSchema.parse(response.json());
}

const main = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');

describe(`the Bookmaker cash-out on ${testDialect}`, () => {
  it.each([1, 2])(
    'lays a shortened back at the house rate; settled, Main moves by the value when %i wins',
    async (winner) => {
      const market = `9.5-bm-${winner}`;
      await addQuotedBookmaker(harness, {
        eventId: 'ev-bm-cash',
        marketId: market,
        sides: ['Dhaka', 'Sylhet'],
      });
      const player = await casinoPlayer(harness, 1000);
      const start = await main(player);
      // ৳100 on Dhaka at 45: +৳45 if Dhaka wins, −৳100 if Sylhet does.
      await taken(player, {
        market_id: market,
        selection_id: 1,
        side: 'back',
        rate: 45,
        stake: 100,
      });
      // Dhaka shortens: the house backs it at 20 and lays at 22; Sylhet 300 / 320.
      await quoteBookmaker(harness.context, market, [
        { selectionId: 1, backRate: 20, layRate: 22 },
        { selectionId: 2, backRate: 300, layRate: 320 },
      ]);
      const quote = await quoteOf(player, market);
      // Laying Dhaka ৳118.85 at 22 loses ⌈118.85 × 0.22⌉ = ৳26.15 if it wins: 45 − 26.15 = 18.85,
      // and wins ৳118.85 if Sylhet does: −100 + 118.85 = 18.85. (Backing Sylhet would leave ৳8.75.)
      expect(quote).toEqual({
        market_id: market,
        kind: 'bookmaker',
        min_stake: 10,
        runners: [
          { selection_id: 1, name: 'Dhaka', pnl: 45, after: 18.85 },
          { selection_id: 2, name: 'Sylhet', pnl: -100, after: 18.85 },
        ],
        cash_out: {
          value: 18.85,
          bets: [{ selection_id: 1, side: 'lay', stake: 118.85, price: 1.22, rate: 22 }],
        },
        unavailable: null,
      });

      // The house moved: a hedge naming the old rate is refused, nothing taken.
      await quoteBookmaker(harness.context, market, [
        { selectionId: 1, backRate: 21, layRate: 23 },
        { selectionId: 2, backRate: 300, layRate: 320 },
      ]);
      const moved = await rateBet(player, {
        market_id: market,
        selection_id: 1,
        side: 'lay',
        rate: 22,
        stake: 118.85,
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toMatchObject({ message: exchangeBetMessages.rateChanged });
      await quoteBookmaker(harness.context, market, [
        { selectionId: 1, backRate: 20, layRate: 22 },
        { selectionId: 2, backRate: 300, layRate: 320 },
      ]);

      await taken(player, {
        market_id: market,
        selection_id: 1,
        side: 'lay',
        rate: 22,
        stake: 118.85,
      });
      const level = await quoteOf(player, market);
      expect(level.runners.map((runner) => runner.pnl)).toEqual([18.85, 18.85]);
      expect(level.cash_out?.bets ?? []).toEqual([]);

      const settled = await settleMarket(harness, owner.token, market, {
        winner_selection_id: winner,
      });
      expect(settled.statusCode, settled.body).toBe(200);
      // No commission on house markets: Main moves by exactly the value shown.
      expect(await main(player)).toBe(start + 1885);
      expect(
        await playerBalancePaisa(harness.context.db, player.remote_id, 'player_exposure'),
      ).toBe(0);
      expect(await quoteOf(player, market)).toMatchObject({ unavailable: 'no-position' });
      expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
    },
  );

  it('has no price while a ball runs, and none when the hedge is below the minimum stake', async () => {
    const market = '9.5-bm-rules';
    await addQuotedBookmaker(harness, {
      eventId: 'ev-bm-cash',
      marketId: market,
      sides: ['Dhaka', 'Sylhet'],
    });
    const player = await casinoPlayer(harness, 1000);
    expect(await quoteOf(player, market)).toMatchObject({ unavailable: 'no-position' });
    // ৳10 on Dhaka at 45: laying it at 47 needs ৳9.86 and backing Sylhet at 110 ৳6.90, both
    // below the market's ৳10.
    await taken(player, { market_id: market, selection_id: 1, side: 'back', rate: 45, stake: 10 });
    expect(await quoteOf(player, market)).toMatchObject({
      runners: [{ pnl: 4.5 }, { pnl: -10 }],
      cash_out: null,
      unavailable: 'below-minimum',
    });
    await taken(player, { market_id: market, selection_id: 1, side: 'back', rate: 45, stake: 90 });
    expect(await quoteOf(player, market)).toMatchObject({ unavailable: null });
    await changeMarketTrading(harness.context, market, {
      status: 'open',
      ballRunning: true,
      now: isoNow(),
    });
    expect(await quoteOf(player, market)).toMatchObject({
      runners: [
        { pnl: 45, after: null },
        { pnl: -100, after: null },
      ],
      cash_out: null,
      unavailable: 'no-price',
    });
  });

  it('offers none on Fancy', async () => {
    await openFancyLine(harness, {
      eventId: 'ev-bm-cash',
      marketId: '9.5-fancy',
      name: '6 over runs',
      line: { noLine: 40, noRate: 100, yesLine: 42, yesRate: 100 },
    });
    const player = await casinoPlayer(harness, 100);
    expect(await quoteOf(player, '9.5-fancy')).toMatchObject({
      kind: 'fancy',
      cash_out: null,
      unavailable: 'not-offered',
    });
  });
});
