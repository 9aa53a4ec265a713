/**
 * The sink's Bookmaker market in play: the house's rates move after every ball and a rate bet is
 * taken only at the rate still shown, so it must not wait an in-play delay first (a bet waiting
 * 5 s would always find a new rate, or the next ball running, and be refused). Ball Running and
 * the suspensions are what guard the house there.
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { ensureMarketMaker } from '../betting/market-maker.js';
import { placeExchangeBet } from '../betting/place-bet.js';
import { placeRateBet } from '../betting/rate-bets.js';
import { applyFeedUpdate } from './feed-sink.js';
import type { FeedUpdate } from './feed-updates.js';
import { fixtureUpdates, runnerPriceUpdates } from './sandbox-markets.js';

const harness = testAppPerFile();

describe(`the sandbox's markets in play on ${testDialect}`, () => {
  it('takes a Bookmaker bet at once and makes a Match Odds bet wait its delay', async () => {
    const makerId = await ensureMarketMaker(harness.context);
    const eventId = 'sink-cricket-1';
    const updates: FeedUpdate[] = [
      ...fixtureUpdates({
        eventId,
        sport: 'cricket',
        name: 'Dhaka v Khulna',
        openDate: new Date().toISOString(),
        runners: [
          { selectionId: 1, name: 'Dhaka' },
          { selectionId: 2, name: 'Khulna' },
        ],
        score: null,
      }),
      ...runnerPriceUpdates(eventId, [
        { selectionId: 1, priceHundredths: 180 },
        { selectionId: 2, priceHundredths: 225 },
      ]),
      { type: 'in_play', eventId, marketId: `1.${eventId}` },
      ...runnerPriceUpdates(eventId, [
        { selectionId: 1, priceHundredths: 180 },
        { selectionId: 2, priceHundredths: 225 },
      ]),
    ];
    for (const update of updates) await applyFeedUpdate(harness.context, makerId, update);
    const player = await casinoPlayer(harness, 1000);
    const waits: number[] = [];
    const wait = (milliseconds: number) => {
      waits.push(milliseconds);
      return Promise.resolve();
    };

    const rate = await placeRateBet(
      harness.context,
      player.remote_id,
      { market_id: `b.${eventId}`, selection_id: 1, side: 'back', rate: 76, stake: 100 },
      { wait },
    );
    expect(rate.bet.rate).toBe(76);
    expect(waits).toEqual([]);

    await placeExchangeBet(
      harness.context,
      player.remote_id,
      { market_id: `1.${eventId}`, selection_id: 1, side: 'back', odds: 1.79, stake: 100 },
      { wait },
    );
    expect(waits).toEqual([5000]);
  });
});
