/**
 * A simulated match day through the sandbox feed, on a hand-driven clock: fixtures appear with the
 * market maker's quotes, players back and lay at the prices shown, matches turn in-play (unmatched
 * bets lapse), suspend at wickets, run balls and settle by their result, and new fixtures follow.
 * At the end the ledger sums to zero, nobody holds exposure on a settled market, and every market
 * of a finished match is settled or voided.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { buildTestApp, testDialect, type TestApp } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { matchOdds } from '../market-views.js';
import { placeExchangeBet, WITHOUT_BET_DELAY } from '../place-bet.js';
import { createCricketSandboxFeed } from './cricket-sandbox-feed.js';
import { createExchangeFeedLoop } from './feed-engine.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

const timing = {
  overs: 1,
  ballIntervalMs: 1000,
  ballRunningMs: 300,
  wicketSuspensionMs: 1500,
  preMatchMs: 4000,
};

describe(`the sandbox feed on ${testDialect}`, () => {
  it('plays a match day whose money adds up', { timeout: 120_000 }, async () => {
    const random = new SeededNumbers(2026);
    const errors: unknown[] = [];
    let nowMs = Date.parse('2026-11-23T12:00:00.000Z');
    const loop = createExchangeFeedLoop(harness.context, (error) => errors.push(error), {
      feed: createCricketSandboxFeed(harness.context.db, () => random.next(), timing),
    });
    loop.useManualClock(() => nowMs);
    const players = await Promise.all([1, 2, 3].map(() => casinoPlayer(harness, 2000)));
    let matched = 0;
    for (let step = 0; step < 240; step += 1) {
      await loop.tick();
      nowMs += 1000;
      const events = await harness.context.db
        .selectFrom('exchange_events')
        .select(['id', 'status'])
        .where('status', '!=', 'closed')
        .execute();
      const event = random.pick(events);
      const book = (await matchOdds(harness.context, `1.${event.id}`))[0]!;
      const runner = random.pick(book.runners);
      const side = random.next() < 0.5 ? 'back' : 'lay';
      const best = side === 'back' ? runner.ex.availableToBack[0] : runner.ex.availableToLay[0];
      if (best && random.next() < 0.3) {
        try {
          // The in-play delay passes while the clock stands still: the feed moves on between steps.
          const answer = await placeExchangeBet(
            harness.context,
            random.pick(players).remote_id,
            {
              market_id: `1.${event.id}`,
              selection_id: runner.selectionId,
              side,
              // Sometimes at the best price, sometimes a little greedy so it rests.
              odds: random.next() < 0.7 ? best.price : side === 'back' ? 50 : 1.01,
              stake: random.int(10, 100),
            },
            WITHOUT_BET_DELAY,
          );
          if (answer.bet.matched > 0) matched += 1;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
      if (step % 60 === 0) {
        const ledger = await checkLedger(harness.context.db);
        expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
      }
    }
    expect(errors).toEqual([]);
    const closed = await harness.context.db
      .selectFrom('exchange_events')
      .select('id')
      .where('status', '=', 'closed')
      .execute();
    expect(closed.length).toBeGreaterThanOrEqual(2);
    expect(matched).toBeGreaterThan(10);
    for (const event of closed) {
      const market = await harness.context.db
        .selectFrom('exchange_markets')
        .select('status')
        .where('id', '=', `1.${event.id}`)
        .executeTakeFirstOrThrow();
      expect(['settled', 'voided']).toContain(market.status);
      const held = await harness.context.db
        .selectFrom('exchange_positions')
        .select('exposure_paisa')
        .where('market_id', '=', `1.${event.id}`)
        .where('exposure_paisa', '>', 0)
        .execute();
      expect(held).toEqual([]);
    }
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });
});
