/**
 * The books without the fills (what the odds views and pushed pictures read) show the same prices
 * and sizes as the whole market rebuilt with its fills, after matches that leave orders partly
 * matched; only the whole market knows the exposure.
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { loadMatchOddsBooks, loadMatchOddsMarket } from './market-state.js';
import { placeExchangeBet } from './place-bet.js';
import { addMatchOdds } from '../../../testing/exchange-markets.js';

const harness = testAppPerFile();

describe(`the books of a Match Odds market on ${testDialect}`, () => {
  it('show the same depth without the fills as with them', async () => {
    await addMatchOdds(harness, {
      eventId: 'ev-books',
      eventName: 'Sylhet v Khulna',
      marketId: '1.books',
    });
    const backer = await casinoPlayer(harness, 5000);
    const layer = await casinoPlayer(harness, 5000);
    const bet = (userId: number, side: 'back' | 'lay', odds: number, stake: number) =>
      placeExchangeBet(harness.context, userId, {
        market_id: '1.books',
        selection_id: 1,
        side,
        odds,
        stake,
      });
    await bet(backer.remote_id, 'back', 2.5, 100);
    await bet(backer.remote_id, 'back', 2.6, 50);
    await bet(layer.remote_id, 'lay', 2.5, 60);
    await bet(layer.remote_id, 'lay', 1.8, 30);

    const whole = await loadMatchOddsMarket(harness.context.db, '1.books');
    const books = await loadMatchOddsBooks(harness.context.db, '1.books');
    for (const selectionId of [1, 2]) {
      expect(books.market.depth(selectionId, 10)).toEqual(whole.market.depth(selectionId, 10));
    }
    // Resting backs (40 left at 2.5, 50 at 2.6) are there to lay; the lay at 1.8 is there to back.
    expect(books.market.depth(1, 10).lay).toEqual([
      { priceHundredths: 250, stakePaisa: 4000 },
      { priceHundredths: 260, stakePaisa: 5000 },
    ]);
    expect(books.market.depth(1, 10).back).toEqual([{ priceHundredths: 180, stakePaisa: 3000 }]);
    expect(whole.market.exposureOf(String(backer.remote_id))).toBeGreaterThan(0);
  });
});
