/**
 * The Exchange tab of GET /api/betting-record: every matched bet (Match Odds, Bookmaker, Fancy)
 * with its event, market, selection, stake, potential profit and liability, odds or rate, runs,
 * and its result once settled (WON, LOST); unmatched-only orders are not bets and stay out.
 */
import { describe, expect, it } from 'vitest';
import { bettingRecordResponseSchema } from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { addMatchOdds, openFancyLine, placeBet } from '../../../testing/exchange-markets.js';
import { addBookmakerMarket, quoteBookmaker } from '../trading/markets.js';
import { placeRateBet } from '../betting/rate-bets.js';
import { settleMatchOddsMarket } from '../betting/settle-market.js';
import { settleRateMarket } from '../betting/settle-rate-market.js';
import { getAs } from '../../../testing/requests.js';

const harness = testAppPerFile();

describe(`exchange records on ${testDialect}`, () => {
  it('lists the player’s matched bets with their results', async () => {
    const runners = [
      { selectionId: 1, name: 'Sylhet' },
      { selectionId: 2, name: 'Cumilla' },
    ];
    await addMatchOdds(harness, {
      eventId: 'rec-1',
      eventName: 'Sylhet v Cumilla',
      marketId: '1.rec',
    });
    await addBookmakerMarket(harness.context, { eventId: 'rec-1', marketId: 'b.rec', runners });
    await quoteBookmaker(harness.context, 'b.rec', [
      { selectionId: 1, backRate: 80, layRate: 85 },
      { selectionId: 2, backRate: 110, layRate: 118 },
    ]);
    await openFancyLine(harness, {
      eventId: 'rec-1',
      marketId: 'f.rec',
      name: 'Sylhet 5 over runs',
      line: { noLine: 44, noRate: 100, yesLine: 45, yesRate: 100 },
    });

    const player = await casinoPlayer(harness, 2000);
    const other = await casinoPlayer(harness, 2000);
    await placeBet(harness, other, { market: '1.rec', lay: 1, odds: 2.2, stake: 100 });
    await placeBet(harness, player, { market: '1.rec', back: 1, odds: 2.2, stake: 100 });
    // Resting only: not a bet in the record.
    await placeBet(harness, player, { market: '1.rec', back: 2, odds: 9, stake: 10 });
    await placeRateBet(harness.context, player.remote_id, {
      market_id: 'b.rec',
      selection_id: 2,
      side: 'lay',
      rate: 118,
      stake: 50,
    });
    await placeRateBet(harness.context, player.remote_id, {
      market_id: 'f.rec',
      side: 'yes',
      rate: 100,
      line: 45,
      stake: 40,
    });
    await settleMatchOddsMarket(harness.context, '1.rec', { winnerSelectionId: 1 });
    await settleRateMarket(harness.context, 'f.rec', { runs: 41 });

    const response = await getAs(harness, player.token, '/api/betting-record');
    const records = bettingRecordResponseSchema.parse(response.json()).data.exchange;
    expect(records.map((record) => [record.market_name, record.status])).toEqual([
      ['Sylhet 5 over runs', 'LOST'],
      ['Bookmaker', 'open'],
      ['Match Odds', 'WON'],
    ]);
    expect(records[0]).toMatchObject({
      bet_type: 'yes',
      selection_name: 'Sylhet 5 over runs',
      run: 45,
      odds: 100,
      stake: 40,
      net_profit_loss: -40,
    });
    expect(records[1]).toMatchObject({
      event_name: 'Sylhet v Cumilla',
      game_type: 'cricket',
      bet_type: 'lay',
      selection_name: 'Cumilla',
      potential_profit: 50,
      potential_liability: 59,
      odds: 118,
      run: null,
    });
    expect(records[2]?.transaction_id).toMatch(/^EX\d+$/);
    expect(records[2]).toMatchObject({
      bet_type: 'back',
      selection_name: 'Sylhet',
      odds: 2.2,
      potential_profit: 120,
      potential_liability: 100,
      net_profit_loss: 120,
    });
  });

  it('shows a Match Odds bet at the better price it was matched at', async () => {
    await addMatchOdds(harness, {
      eventId: 'rec-2',
      eventName: 'Khulna v Rangpur',
      marketId: '1.rec2',
    });
    const player = await casinoPlayer(harness, 2000);
    const other = await casinoPlayer(harness, 2000);
    await placeBet(harness, other, { market: '1.rec2', lay: 1, odds: 2.4, stake: 100 });
    // Asks 1.5 at least and meets the lay at 2.4: it is a bet at 2.4, and settles so.
    await placeBet(harness, player, { market: '1.rec2', back: 1, odds: 1.5, stake: 100 });
    await settleMatchOddsMarket(harness.context, '1.rec2', { winnerSelectionId: 1 });

    const response = await getAs(harness, player.token, '/api/betting-record');
    const [record] = bettingRecordResponseSchema.parse(response.json()).data.exchange;
    expect(record).toMatchObject({
      event_name: 'Khulna v Rangpur',
      odds: 2.4,
      potential_profit: 140,
      potential_liability: 100,
      net_profit_loss: 140,
      status: 'WON',
    });
  });
});
