/**
 * A simulated match day through the sandbox feed, on a hand-driven clock: fixtures appear with the
 * market maker's quotes, players back and lay at the prices shown, matches turn in-play (unmatched
 * bets lapse), suspend at wickets, run balls and settle by their result, and new fixtures follow.
 * At the end the ledger sums to zero, nobody holds exposure on a settled market, and every market
 * of a finished match is settled or voided.
 */
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { matchOdds } from '../views/market-views.js';
import { placeExchangeBet, WITHOUT_BET_DELAY } from '../betting/place-bet.js';
import { placeRateBet } from '../betting/rate-bets.js';
import { createCricketSandboxFeed } from './cricket-sandbox-feed.js';
import { createExchangeFeedLoop } from './feed-engine.js';
import { createSoccerSandboxFeed } from './soccer-sandbox-feed.js';
import { createTennisSandboxFeed } from './tennis-sandbox-feed.js';

const harness = testAppPerFile();

const timing = {
  overs: 1,
  ballIntervalMs: 1000,
  ballRunningMs: 300,
  wicketSuspensionMs: 1500,
  preMatchMs: 4000,
};

let houseBets = 0;

/** A Bookmaker or Fancy bet at whatever the house shows now, when it shows anything. */
async function takeHouseRate(eventId: string, random: SeededNumbers, userId: number) {
  const markets = await harness.context.db
    .selectFrom('exchange_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('kind', 'in', ['bookmaker', 'fancy'])
    .where('status', '=', 'open')
    .execute();
  if (markets.length === 0) return;
  const market = random.pick(markets);
  const stake = random.int(10, 80);
  let request: Parameters<typeof placeRateBet>[2];
  if (market.kind === 'fancy') {
    const yes = random.next() < 0.5;
    request = {
      market_id: market.id,
      side: yes ? 'yes' : 'no',
      rate: (yes ? market.yes_rate : market.no_rate) ?? 0,
      line: (yes ? market.yes_line : market.no_line) ?? 0,
      stake,
    };
  } else {
    const runner = random.pick(
      await harness.context.db
        .selectFrom('exchange_runners')
        .selectAll()
        .where('market_id', '=', market.id)
        .execute(),
    );
    const back = random.next() < 0.5;
    request = {
      market_id: market.id,
      selection_id: runner.selection_id,
      side: back ? 'back' : 'lay',
      rate: (back ? runner.back_rate : runner.lay_rate) ?? 0,
      stake,
    };
  }
  try {
    await placeRateBet(harness.context, userId, request, WITHOUT_BET_DELAY);
    houseBets += 1;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
}

describe(`the sandbox feed on ${testDialect}`, () => {
  it('plays a match day whose money adds up', { timeout: 240_000 }, async () => {
    const random = new SeededNumbers(2026);
    const errors: unknown[] = [];
    let nowMs = Date.parse('2026-11-23T12:00:00.000Z');
    const cricket = createCricketSandboxFeed(harness.context.db, () => random.next(), timing);
    const soccer = createSoccerSandboxFeed(harness.context.db, () => random.next(), timing);
    const loop = createExchangeFeedLoop(harness.context, (error) => errors.push(error), {
      feed: {
        name: 'both',
        poll: async (nowMs) => [...(await cricket.poll(nowMs)), ...(await soccer.poll(nowMs))],
      },
      // One level a side keeps the test quick; the quoting itself has its own tests.
      quotes: { spreadTicks: 1, levels: 1, stakeTaka: 2000 },
    });
    loop.useManualClock(() => nowMs);
    const players = await Promise.all([1, 2, 3].map(() => casinoPlayer(harness, 2000)));
    let matched = 0;
    let openLooks = 0;
    let quotedLooks = 0;
    for (let step = 0; step < 150; step += 1) {
      await loop.tick();
      nowMs += 1000;
      const events = await harness.context.db
        .selectFrom('exchange_events')
        .select(['id', 'status'])
        .where('status', '!=', 'closed')
        .execute();
      const event = random.pick(events);
      const book = (await matchOdds(harness.context, `1.${event.id}`))[0]!;
      const trading = await harness.context.db
        .selectFrom('exchange_markets')
        .select(['status', 'ball_running'])
        .where('id', '=', `1.${event.id}`)
        .executeTakeFirstOrThrow();
      if (trading.status === 'open' && trading.ball_running === 0) {
        openLooks += 1;
        // The market maker's quotes stand whenever the market takes bets.
        if (book.runners.some((runner) => runner.ex.availableToBack.length > 0)) quotedLooks += 1;
      }
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
      if (random.next() < 0.2) {
        await takeHouseRate(event.id, random, random.pick(players).remote_id);
      }
      if (step % 50 === 0) {
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
    expect(closed.some((event) => event.id.includes('soccer'))).toBe(true);
    expect(matched).toBeGreaterThan(10);
    expect(openLooks).toBeGreaterThan(20);
    expect(quotedLooks / openLooks).toBeGreaterThan(0.9);
    expect(houseBets).toBeGreaterThan(5);
    for (const event of closed) {
      const markets = await harness.context.db
        .selectFrom('exchange_markets')
        .select(['id', 'kind', 'status'])
        .where('event_id', '=', event.id)
        .execute();
      // Cricket: Match Odds, Bookmaker, a session line for each innings and a Ball by Ball line
      // for each delivery (one-over innings have no Khadda, Lottery or Odd/Even); football: no
      // Fancy.
      const kinds = new Set(markets.map((market) => market.kind));
      if (event.id.includes('soccer')) {
        expect([...kinds].sort()).toEqual(['bookmaker', 'match_odds']);
      } else {
        expect([...kinds].sort()).toEqual(['bookmaker', 'fancy', 'match_odds']);
        const sessions = markets.filter((market) => /^f\.[^.]+\.[12]$/.test(market.id));
        expect(sessions).toHaveLength(2);
        expect(markets.filter((market) => /\.3\.\d+$/.test(market.id)).length).toBeGreaterThan(6);
      }
      for (const market of markets) expect(['settled', 'voided']).toContain(market.status);
      const held = await harness.context.db
        .selectFrom('exchange_positions')
        .select('exposure_paisa')
        .where(
          'market_id',
          'in',
          markets.map((market) => market.id),
        )
        .where('exposure_paisa', '>', 0)
        .execute();
      expect(held).toEqual([]);
    }
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });
});

describe(`the sandbox's tennis on ${testDialect}`, () => {
  it('plays a match game by game to a settled result', { timeout: 120_000 }, async () => {
    const random = new SeededNumbers(77);
    const errors: unknown[] = [];
    let nowMs = Date.parse('2026-11-24T12:00:00.000Z');
    const loop = createExchangeFeedLoop(harness.context, (error) => errors.push(error), {
      feed: createTennisSandboxFeed(harness.context.db, () => random.next(), timing),
      quotes: { spreadTicks: 1, levels: 1, stakeTaka: 1000 },
    });
    loop.useManualClock(() => nowMs);
    let closed: { id: string }[] = [];
    for (let step = 0; step < 80 && closed.length === 0; step += 1) {
      await loop.tick();
      nowMs += 1000;
      closed = await harness.context.db
        .selectFrom('exchange_events')
        .select('id')
        .where('id', 'like', 'sandbox-tennis-%')
        .where('status', '=', 'closed')
        .execute();
    }
    expect(errors).toEqual([]);
    expect(closed).toHaveLength(1);
    const market = await harness.context.db
      .selectFrom('exchange_markets')
      .select(['status', 'result'])
      .where('id', '=', `1.${closed[0]!.id}`)
      .executeTakeFirstOrThrow();
    expect(market.status).toBe('settled');
    expect(['1', '2']).toContain(market.result);
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });
});
