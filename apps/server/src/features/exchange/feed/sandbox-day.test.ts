/**
 * A freshly started sandbox (the three sports, its opening day on) has a day already running from
 * its first poll: in each sport a match in play with the market maker's prices, fixtures later
 * today and tomorrow, and results of the days before, settled when those matches ended. The
 * next poll lists the next match five minutes ahead, as always; a sandbox that has run before
 * does not start a second day.
 */
import type { ExchangeResultsResponse, SportsEventsResponse } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { createCricketSandboxFeed, DEFAULT_SANDBOX_TIMING } from './cricket-sandbox-feed.js';
import { createExchangeFeedLoop } from './feed-engine.js';
import type { OddsFeed } from './feed-updates.js';
import { createSoccerSandboxFeed } from './soccer-sandbox-feed.js';
import { createTennisSandboxFeed } from './tennis-sandbox-feed.js';

const harness = testAppPerFile();
const HOUR_MS = 3_600_000;
const sports = ['cricket', 'soccer', 'tennis'] as const;

function wholeSandbox(random: () => number): OddsFeed {
  const feeds = [
    createCricketSandboxFeed(harness.context.db, random, DEFAULT_SANDBOX_TIMING),
    createSoccerSandboxFeed(harness.context.db, random, DEFAULT_SANDBOX_TIMING),
    createTennisSandboxFeed(harness.context.db, random, DEFAULT_SANDBOX_TIMING),
  ];
  return {
    name: 'sandbox',
    async poll(nowMs) {
      const updates = [];
      for (const feed of feeds) updates.push(...(await feed.poll(nowMs)));
      return updates;
    },
  };
}

async function get<T>(url: string): Promise<T> {
  const response = await harness.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe(`the sandbox's opening day on ${testDialect}`, () => {
  // One feed loop for the file: it holds the feed's lease, which another loop would wait for.
  const random = new SeededNumbers(15);
  const errors: unknown[] = [];
  let clockMs = Date.now();
  const loop = () => {
    const created = createExchangeFeedLoop(harness.context, (error) => errors.push(error), {
      feed: wholeSandbox(() => random.next()),
      quotes: { spreadTicks: 1, levels: 1, stakeTaka: 1000 },
    });
    created.useManualClock(() => clockMs);
    return created;
  };
  let running: ReturnType<typeof loop> | undefined;
  const tick = () => {
    running ??= loop();
    return running.tick();
  };

  it('starts with matches in play, later today and tomorrow, and results', async () => {
    expect(DEFAULT_SANDBOX_TIMING.openingDay).toBe(true);
    const nowMs = clockMs;
    await tick();
    expect(errors).toEqual([]);

    for (const sport of sports) {
      const listed = await get<SportsEventsResponse>(`/api/sports-events/${sport}`);
      const starts = listed
        .map((event) => Date.parse(event.OpenDate) - nowMs)
        .sort((a, b) => a - b);
      // One match started already, then fixtures 2 and 5 hours ahead and one tomorrow.
      expect(starts, sport).toHaveLength(4);
      expect(starts[0]).toBeLessThan(0);
      expect(starts.slice(1)).toEqual([2 * HOUR_MS, 5 * HOUR_MS, 26 * HOUR_MS]);
      const inPlay = listed.find((event) => Date.parse(event.OpenDate) < nowMs)!;
      const market = await harness.context.db
        .selectFrom('exchange_markets as m')
        .innerJoin('exchange_events as e', 'e.id', 'm.event_id')
        .select(['e.status as event_status', 'm.status', 'e.score'])
        .where('m.id', '=', inPlay.MarketId)
        .executeTakeFirstOrThrow();
      expect(market).toMatchObject({ event_status: 'in_play', status: 'open' });
      // Played forward from its start: the score has moved.
      expect(JSON.parse(market.score!)).toMatchObject({ sandbox: true });
      const odds = await get<{ runners: { ex: { availableToBack: unknown[] } }[] }[]>(
        `/api/match-odds/${inPlay.MarketId}`,
      );
      expect(odds[0]!.runners.some((runner) => runner.ex.availableToBack.length > 0)).toBe(true);

      const results = await get<ExchangeResultsResponse>(
        `/api/exchange/results?sport=${sport}&days=3`,
      );
      expect(results, sport).toHaveLength(2);
      for (const result of results) {
        // Settled when the match ended, a day or two ago, not when the sandbox started.
        const agoMs = nowMs - Date.parse(result.SettledAt);
        expect(agoMs).toBeGreaterThan(20 * HOUR_MS);
        expect(agoMs).toBeLessThan(51 * HOUR_MS);
        expect(result.Void || result.Winner !== null).toBe(true);
      }
    }
    // The cricket match in play runs its whole Fancy book.
    const fancy = await harness.context.db
      .selectFrom('exchange_markets')
      .select('fancy_type')
      .where('kind', '=', 'fancy')
      .where('status', '=', 'open')
      .execute();
    // Every kind: the match starts before its first innings' last two overs.
    expect([...new Set(fancy.map((row) => row.fancy_type))].sort()).toEqual([2, 3, 4, 5, 6]);

    // The next poll lists the next match of each sport five minutes ahead.
    clockMs += 1000;
    await tick();
    for (const sport of sports) {
      const listed = await get<SportsEventsResponse>(`/api/sports-events/${sport}`);
      expect(
        listed.some((event) => Date.parse(event.OpenDate) === clockMs + 5 * 60_000),
        sport,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it('does not start a second day on a sandbox that has run before', async () => {
    const before = await harness.context.db
      .selectFrom('exchange_events')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    // Every match of the first day closed: nothing is live, but the sandbox has history.
    await harness.context.db.updateTable('exchange_events').set({ status: 'closed' }).execute();
    clockMs += 1000;
    await tick();
    expect(errors).toEqual([]);
    const after = await harness.context.db
      .selectFrom('exchange_events')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    // One new fixture per sport, no second day.
    expect(Number(after.count) - Number(before.count)).toBe(3);
  });
});
