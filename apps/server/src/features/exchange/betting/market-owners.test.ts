/**
 * The ownership rules of a market's lease, with two instances' `MarketOwners` on one database and
 * a clock the test moves: a free lease is taken and the other instance is told who holds it; a
 * renewed lease outlives its first term; an owner that stops renewing loses the market to the
 * other once the lease lapses, and lets it go at its next renewal; a market not bet on is given
 * up; a stopped instance gives every market up at once. Runs on SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { findNamedLease } from '../../../platform/lease/lease.js';
import {
  addressOfHolder,
  MARKET_LEASE_MS,
  marketLeaseName,
  MarketOwners,
} from './market-owners.js';

const harness = testAppPerFile();

const IDLE_MS = 60_000;
let marketSequence = 0;
const newMarketId = () => `1.owners-${(marketSequence += 1)}`;

/** Two instances on one database, each with its own view of one shared clock. */
function twoInstances() {
  const clock = { nowMs: Date.parse('2030-01-01T00:00:00.000Z') };
  const released: Record<'one' | 'two', string[]> = { one: [], two: [] };
  const instance = (name: 'one' | 'two', port: number) =>
    new MarketOwners(harness.context.db, {
      address: `http://127.0.0.1:${port}`,
      clock: () => clock.nowMs,
      idleMs: IDLE_MS,
      onReleased: (marketId) => released[name].push(marketId),
    });
  return { clock, released, one: instance('one', 4601), two: instance('two', 4602) };
}

describe(`a market's owner on ${testDialect}`, () => {
  it('takes a free market; the other instance learns who holds it and cannot take it', async () => {
    const { one, two } = twoInstances();
    const marketId = newMarketId();
    expect(await two.ownerOf(marketId)).toBeUndefined();
    expect(await one.take(marketId)).toBe(true);
    expect(one.holds(marketId)).toBe(true);
    expect(await one.ownerOf(marketId)).toBeUndefined();

    expect(await two.take(marketId)).toBe(false);
    expect(two.holds(marketId)).toBe(false);
    const owner = await two.ownerOf(marketId);
    expect(owner).toMatchObject({ holder: one.holder, address: 'http://127.0.0.1:4601' });
    expect(addressOfHolder(one.holder)).toBe('http://127.0.0.1:4601');
    // Taking again what one holds is a renewal, not a refusal.
    expect(await one.take(marketId)).toBe(true);
  });

  it('keeps a renewed market past its first term, renewing all its markets at once', async () => {
    const { clock, one, two } = twoInstances();
    const markets = [newMarketId(), newMarketId(), newMarketId()];
    for (const marketId of markets) expect(await one.take(marketId)).toBe(true);
    const firstExpiry = (await findNamedLease(harness.context.db, marketLeaseName(markets[0]!)))!
      .expiresAt;
    for (let step = 0; step < 4; step += 1) {
      clock.nowMs += 1500;
      for (const marketId of markets) one.noteBet(marketId);
      await one.renew();
    }
    // Six seconds on: past the first term, but every lease was renewed.
    expect(Date.parse(firstExpiry)).toBeLessThan(clock.nowMs);
    for (const marketId of markets) {
      expect(one.holds(marketId)).toBe(true);
      expect(await two.take(marketId)).toBe(false);
      const lease = await findNamedLease(harness.context.db, marketLeaseName(marketId));
      expect(Date.parse(lease!.expiresAt)).toBe(clock.nowMs + MARKET_LEASE_MS);
    }
  });

  it('loses a market whose lease lapsed to the other instance, and lets it go at its next renewal', async () => {
    const { clock, released, one, two } = twoInstances();
    const marketId = newMarketId();
    expect(await one.take(marketId)).toBe(true);
    // A moment before the end, the lease no longer counts as held (a bet could outlast it).
    clock.nowMs += MARKET_LEASE_MS - 500;
    expect(one.holds(marketId)).toBe(false);
    expect(await two.take(marketId)).toBe(false);

    clock.nowMs += 501;
    expect(await two.ownerOf(marketId, { fresh: true })).toBeUndefined();
    expect(await two.take(marketId)).toBe(true);
    expect(two.holds(marketId)).toBe(true);

    await one.renew();
    expect(released.one).toEqual([marketId]);
    expect(one.heldMarkets()).toEqual([]);
    expect((await one.ownerOf(marketId))?.holder).toBe(two.holder);
    expect((await findNamedLease(harness.context.db, marketLeaseName(marketId)))?.holder).toBe(
      two.holder,
    );
  });

  it('gives up a market not bet on for a while, and keeps one that is', async () => {
    const { clock, released, one, two } = twoInstances();
    const quiet = newMarketId();
    const busy = newMarketId();
    expect(await one.take(quiet)).toBe(true);
    expect(await one.take(busy)).toBe(true);
    while (clock.nowMs < Date.parse('2030-01-01T00:00:00.000Z') + IDLE_MS) {
      clock.nowMs += 1500;
      one.noteBet(busy);
      await one.renew();
    }
    expect(released.one).toEqual([quiet]);
    expect(one.heldMarkets()).toEqual([busy]);
    expect(await findNamedLease(harness.context.db, marketLeaseName(quiet))).toBeUndefined();
    expect(await two.ownerOf(quiet, { fresh: true })).toBeUndefined();
    expect(await two.take(quiet)).toBe(true);
    expect(await two.take(busy)).toBe(false);
  });

  it('trusts a look-up of another owner for a moment only', async () => {
    const { clock, one, two } = twoInstances();
    const marketId = newMarketId();
    expect(await one.take(marketId)).toBe(true);
    expect((await two.ownerOf(marketId))?.holder).toBe(one.holder);
    await one.stop();
    expect(await one.take(newMarketId())).toBe(false);
    // Remembered for a second, then read again.
    expect((await two.ownerOf(marketId))?.holder).toBe(one.holder);
    clock.nowMs += 1001;
    expect(await two.ownerOf(marketId)).toBeUndefined();

    // Asked fresh (after a forward went wrong), it is read at once.
    const again = twoInstances();
    expect(await again.one.take(marketId)).toBe(true);
    expect((await again.two.ownerOf(marketId))?.holder).toBe(again.one.holder);
    await again.one.stop();
    expect(await again.two.ownerOf(marketId, { fresh: true })).toBeUndefined();
  });

  it('gives every market up when it stops, so another instance takes them at once', async () => {
    const { one, two } = twoInstances();
    const markets = [newMarketId(), newMarketId()];
    for (const marketId of markets) expect(await one.take(marketId)).toBe(true);
    await one.stop();
    expect(one.heldMarkets()).toEqual([]);
    for (const marketId of markets) {
      expect(one.holds(marketId)).toBe(false);
      expect(await two.take(marketId)).toBe(true);
    }
  });
});
