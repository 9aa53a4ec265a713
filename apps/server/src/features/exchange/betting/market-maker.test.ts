/**
 * The market maker: one funded account made once, quotes both sides of every runner around the
 * fair price, replaces its quotes when the price moves, and a player's bet matches it through the
 * same books and ledger as any other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { deadlockEveryFirstAttempt } from '../../../testing/forced-deadlock.js';
import { ensureMarketMaker, quoteTicks, requoteMarket } from './market-maker.js';
import { matchOdds } from '../views/market-views.js';
import { listOpenOrdersOf } from './queries.js';
import { addMatchOdds, placeBet } from '../../../testing/exchange-markets.js';

const harness = testAppPerFile();
beforeAll(async () => {
  await addMatchOdds(harness, {
    eventId: 'mm-1',
    eventName: 'Rangpur v Barishal',
    marketId: '1.mm',
  });
});

/** The maker quotes a market around its two runners' fair prices (hundredths), two levels deep. */
function requoteAround(maker: number, marketId: string, first: number, second: number) {
  return requoteMarket(
    harness.context,
    maker,
    marketId,
    [
      { selectionId: 1, priceHundredths: first },
      { selectionId: 2, priceHundredths: second },
    ],
    { spreadTicks: 1, levels: 2, stakeTaka: 100 },
  );
}

describe(`market maker on ${testDialect}`, () => {
  it('quotes lays below and backs above the fair price, a spread apart', () => {
    const options = { spreadTicks: 1, levels: 3, stakeTaka: 100 };
    expect(quoteTicks(200, options)).toEqual({
      layTicks: [98, 97, 96],
      backTicks: [100, 101, 102],
    });
    // A fair price between ladder prices quotes from the ticks either side of it.
    expect(quoteTicks(201, options)).toEqual({
      layTicks: [98, 97, 96],
      backTicks: [101, 102, 103],
    });
    expect(quoteTicks(101, { ...options, levels: 2 }).layTicks).toEqual([]);
  });

  it('is one account, funded once, whose quotes a player can take', async () => {
    const maker = await ensureMarketMaker(harness.context);
    expect(await ensureMarketMaker(harness.context)).toBe(maker);
    const float = await playerBalancePaisa(harness.context.db, maker, 'player_main');
    expect(float).toBe(1_000_000_000);

    await requoteAround(maker, '1.mm', 200, 200);
    let book = (await matchOdds(harness.context, '1.mm'))[0]!;
    expect(book.runners[0]?.ex).toEqual({
      availableToBack: [
        { price: 1.99, size: 100 },
        { price: 1.98, size: 100 },
      ],
      availableToLay: [
        { price: 2.02, size: 100 },
        { price: 2.04, size: 100 },
      ],
    });

    // The price moves: the old quotes go, new ones stand around the new price.
    await requoteAround(maker, '1.mm', 150, 300);
    expect(await listOpenOrdersOf(harness.context.db, '1.mm', maker)).toHaveLength(8);
    book = (await matchOdds(harness.context, '1.mm'))[0]!;
    expect(book.runners[0]?.ex.availableToBack[0]).toEqual({ price: 1.49, size: 100 });
    expect(book.runners[1]?.ex.availableToLay[0]).toEqual({ price: 3.05, size: 100 });

    const player = await casinoPlayer(harness, 500);
    const answer = await placeBet(harness, player, {
      market: '1.mm',
      back: 1,
      odds: 1.4,
      stake: 40,
    });
    expect(answer.bet).toMatchObject({ status: 'matched', matched: 40, average_odds: 1.49 });
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it('keeps the quotes still wanted when its round loses a deadlock and runs again', async () => {
    await addMatchOdds(harness, {
      eventId: 'mm-2',
      eventName: 'Sylhet v Chattogram',
      marketId: '2.mm',
    });
    const maker = await ensureMarketMaker(harness.context);
    const quote = (second: number) => requoteAround(maker, '2.mm', 200, second);
    await quote(200);
    const standing = await listOpenOrdersOf(harness.context.db, '2.mm', maker);
    const firstRunnerIds = standing
      .filter((order) => order.selection_id === 1)
      .map((order) => order.id)
      .sort((a, b) => a - b);
    expect(firstRunnerIds).toHaveLength(4);

    // Only the second runner's price moves; the round's transaction loses its first attempt.
    const forced = deadlockEveryFirstAttempt(harness.context.db);
    try {
      await quote(300);
    } finally {
      forced.restore();
    }
    // At least the call's own: the test app's background work (its timers) may open a transaction
    // while the deadlocks are forced, and that one is forced to run twice as well.
    expect(forced.deadlocks).toBeGreaterThanOrEqual(1);
    const after = await listOpenOrdersOf(harness.context.db, '2.mm', maker);
    expect(after).toHaveLength(8);
    // The first runner's quotes kept their places: the same orders, not cancelled and replaced.
    expect(
      after
        .filter((order) => order.selection_id === 1)
        .map((order) => order.id)
        .sort((a, b) => a - b),
    ).toEqual(firstRunnerIds);
    const book = (await matchOdds(harness.context, '2.mm'))[0]!;
    expect(book.runners[1]?.ex.availableToLay[0]).toEqual({ price: 3.05, size: 100 });
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });
});
