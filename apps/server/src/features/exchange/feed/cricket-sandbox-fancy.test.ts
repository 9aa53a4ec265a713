/**
 * The sandbox's Fancy book through a whole match on a hand-driven clock (three-over innings, so
 * every kind runs): all five kinds are quoted in play, a player's bets on each settle by the rule
 * of its kind (the runs, the next ball's runs, the gap, the last digit, the parity), and every line
 * of the finished match is settled or void, with the ledger whole.
 */
import { fancyBetPnlPaisa, fancyComparedResult } from '@khela/exchange';
import { paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { WITHOUT_BET_DELAY } from '../betting/place-bet.js';
import { placeRateBet } from '../betting/rate-bets.js';
import { eventMarkets } from '../views/market-views.js';
import { bowl, newCricketMatch, type CricketState } from '../simulator/cricket-match.js';
import { createCricketSandboxFeed } from './cricket-sandbox-feed.js';
import { fancyResults, liveFancyIds } from './cricket-sandbox-fancy.js';
import { createExchangeFeedLoop } from './feed-engine.js';

const harness = testAppPerFile();

const timing = {
  overs: 3,
  ballIntervalMs: 1000,
  ballRunningMs: 300,
  wicketSuspensionMs: 1500,
  preMatchMs: 3000,
};

describe(`the sandbox's Fancy book on ${testDialect}`, () => {
  it(
    'quotes every kind in play and settles each by its own rule',
    { timeout: 120_000 },
    async () => {
      const random = new SeededNumbers(31);
      const errors: unknown[] = [];
      let nowMs = Date.parse('2026-11-30T12:00:00.000Z');
      const loop = createExchangeFeedLoop(harness.context, (error) => errors.push(error), {
        feed: createCricketSandboxFeed(harness.context.db, () => random.next(), timing),
        quotes: { spreadTicks: 1, levels: 1, stakeTaka: 1000 },
      });
      loop.useManualClock(() => nowMs);
      const player = await casinoPlayer(harness, 5000);
      const typesQuoted = new Set<number>();
      const betOn = new Set<string>();
      let eventId: string | undefined;
      let closed = false;
      for (let step = 0; step < 400 && !closed; step += 1) {
        await loop.tick();
        nowMs += 500;
        const event = await harness.context.db
          .selectFrom('exchange_events')
          .select(['id', 'status'])
          .where('id', 'like', 'sandbox-cricket-%')
          .orderBy('id')
          .executeTakeFirst();
        if (!event) continue;
        eventId = event.id;
        closed = event.status === 'closed';
        if (event.status !== 'in_play') continue;
        const fancy = (await eventMarkets(harness.context, event.id)).data.items[event.id]!.fancy2;
        for (const [marketId, line] of Object.entries(fancy)) {
          if (line.suspended === 1 || line.yes_rate === 0) continue;
          typesQuoted.add(line.type);
          if (betOn.has(marketId)) continue;
          // YES on the odd-numbered kinds' lines, NO on the others: both sides get settled.
          const side = line.type % 2 === 1 ? 'yes' : 'no';
          try {
            await placeRateBet(
              harness.context,
              player.remote_id,
              {
                market_id: marketId,
                side,
                rate: side === 'yes' ? line.yes_rate : line.no_rate,
                line: side === 'yes' ? line.yes : line.no,
                stake: 20,
              },
              WITHOUT_BET_DELAY,
            );
            betOn.add(marketId);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
      }
      expect(errors).toEqual([]);
      expect(closed).toBe(true);
      expect([...typesQuoted].sort()).toEqual([2, 3, 4, 5, 6]);

      const markets = await harness.context.db
        .selectFrom('exchange_markets')
        .select(['id', 'kind', 'status', 'result', 'fancy_type', 'no_line', 'yes_line'])
        .where('event_id', '=', eventId!)
        .where('kind', '=', 'fancy')
        .execute();
      for (const market of markets) expect(['settled', 'voided']).toContain(market.status);
      const byId = new Map(markets.map((market) => [market.id, market]));
      const orders = await harness.context.db
        .selectFrom('exchange_orders')
        .selectAll()
        .where('user_id', '=', player.remote_id)
        .execute();
      const settledTypes = new Set<number>();
      for (const order of orders) {
        const market = byId.get(order.market_id)!;
        if (market.status === 'voided') {
          expect(order.net_paisa).toBe(0);
          continue;
        }
        const runs = Number(market.result);
        const expected = fancyBetPnlPaisa(
          {
            side: order.side as 'yes' | 'no',
            noLine: order.no_line!,
            yesLine: order.yes_line!,
            rate: order.rate!,
            stakePaisa: paisa(order.matched_paisa),
          },
          fancyComparedResult(market.fancy_type, runs),
        );
        expect(order.net_paisa, `${market.id} at ${runs} runs`).toBe(expected);
        settledTypes.add(market.fancy_type!);
      }
      expect([...settledTypes].sort()).toEqual([2, 3, 4, 5, 6]);
      // An over's lines settle on that over's runs: a Lottery or Odd/Even result is rarely above 30.
      for (const market of markets.filter((row) => (row.fancy_type ?? 0) >= 5)) {
        if (market.status === 'settled') expect(Number(market.result)).toBeLessThan(40);
      }
      const ledger = await checkLedger(harness.context.db);
      expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
    },
  );
});

describe("the sandbox's Fancy book, ball by ball", () => {
  const start = newCricketMatch(3, 'home');
  const score = (state: CricketState, overStartRuns = 0, deliveries = 0) => ({
    home: 'Dhaka',
    away: 'Sylhet',
    state,
    overStartRuns,
    deliveries,
  });

  it('offers the next over, then closes it when it starts and settles it when it ends', () => {
    expect(liveFancyIds('e', score(start))).toEqual([
      'f.e.1',
      'f.e.1.3.0',
      'f.e.1.4',
      'f.e.1.5.2',
      'f.e.1.6.2',
    ]);
    // The sixth ball of over 1 (runs 9 to 10): over 2 starts, its lines close, over 3's open.
    const before = score({ ...start, balls: 5, runs: 9 }, 0, 5);
    const after = score({ ...start, balls: 6, runs: 10 }, 10, 6);
    const updates = fancyResults('e', before, after, { kind: 'runs', runs: 1 });
    expect(updates).toContainEqual({
      type: 'rate_result',
      marketId: 'f.e.1.3.5',
      result: { runs: 1 },
    });
    for (const type of [5, 6]) {
      expect(updates).toContainEqual({
        type: 'market_state',
        marketId: `f.e.1.${type}.2`,
        status: 'suspended',
        ballRunning: false,
      });
    }
    expect(liveFancyIds('e', after)).toContain('f.e.1.5.3');
    // Over 2 ends at 10 + 7 runs: its lines settle on 7; Khadda closes for the last over.
    const overTwo = fancyResults(
      'e',
      score({ ...start, balls: 11, runs: 13 }, 10, 12),
      score({ ...start, balls: 12, runs: 17 }, 17, 13),
      { kind: 'runs', runs: 4 },
    );
    expect(overTwo).toContainEqual({
      type: 'rate_result',
      marketId: 'f.e.1.5.2',
      result: { runs: 7 },
    });
    expect(overTwo).toContainEqual({
      type: 'market_state',
      marketId: 'f.e.1.4',
      status: 'suspended',
      ballRunning: false,
    });
  });

  it('settles the session and Khadda on the innings total and voids unfinished overs', () => {
    // All out on the third ball of over 2 (8 runs): over 2 and over 3 never finish.
    const before = { ...start, balls: 8, runs: 8, wickets: 9 };
    const after = bowl(before, { kind: 'wicket' });
    expect(after.innings).toBe(2);
    const updates = fancyResults('e', score(before, 6, 9), score(after), { kind: 'wicket' });
    expect(updates).toContainEqual({ type: 'rate_result', marketId: 'f.e.1', result: { runs: 8 } });
    expect(updates).toContainEqual({
      type: 'rate_result',
      marketId: 'f.e.1.4',
      result: { runs: 8 },
    });
    for (const marketId of ['f.e.1.5.2', 'f.e.1.6.2', 'f.e.1.5.3', 'f.e.1.6.3']) {
      expect(updates).toContainEqual({ type: 'rate_result', marketId, result: 'void' });
    }
  });

  it('settles a wide in Ball by Ball at one run and leaves the over running', () => {
    const before = score({ ...start, balls: 5, runs: 3 }, 0, 5);
    const after = score({ ...start, balls: 5, runs: 4 }, 0, 6);
    const updates = fancyResults('e', before, after, { kind: 'wide' });
    // The settled line needs no suspension, and nothing else changes.
    expect(updates).toEqual([{ type: 'rate_result', marketId: 'f.e.1.3.5', result: { runs: 1 } }]);
  });
});
