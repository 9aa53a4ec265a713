/**
 * Two transactions that lock the same two rows in opposite orders deadlock on PostgreSQL; the
 * victim runs again and both commit. (SQLite runs one writer at a time and cannot deadlock, so
 * the race itself runs on PostgreSQL only.)
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { deadlockEveryFirstAttempt } from '../../testing/forced-deadlock.js';
import { ensureSystemAccount, lockAccountRow } from '../ledger/ledger.js';
import { isRetryableConflict } from './deadlock-retry.js';

const harness = testAppPerFile();

function signal(): { promise: Promise<void>; fire(): void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

describe(`deadlock retry on ${testDialect}`, () => {
  it('knows the conflicts PostgreSQL asks to retry', () => {
    expect(isRetryableConflict({ code: '40P01' })).toBe(true);
    expect(isRetryableConflict({ code: '40001' })).toBe(true);
    expect(isRetryableConflict({ code: '23505' })).toBe(false);
    expect(isRetryableConflict(new Error('deadlock'))).toBe(false);
  });

  it('a forced deadlock runs the callback again and commits the second attempt only', async () => {
    const db = harness.context.db;
    const forced = deadlockEveryFirstAttempt(db);
    const runs: string[] = [];
    try {
      const answer = await db.transaction().execute(async (trx) => {
        runs.push('run');
        await trx
          .insertInto('site_settings')
          .values({
            key: 'forced_deadlock_probe',
            value: '1',
            updated_at: new Date().toISOString(),
          })
          .execute();
        return 'committed';
      });
      expect(answer).toBe('committed');
    } finally {
      forced.restore();
    }
    expect(runs).toEqual(['run', 'run']);
    expect(forced.attempts).toBe(2);
    expect(forced.deadlocks).toBe(1);
    // The first attempt's insert rolled back: a second insert of the same key would have failed.
    const rows = await db
      .selectFrom('site_settings')
      .select('key')
      .where('key', '=', 'forced_deadlock_probe')
      .execute();
    expect(rows).toHaveLength(1);
    // Restored: the next transaction runs once.
    let plain = 0;
    await db.transaction().execute(() => Promise.resolve((plain += 1)));
    expect(plain).toBe(1);
  });

  it.skipIf(testDialect === 'sqlite')(
    'commits both of two transactions locking two rows in opposite orders',
    async () => {
      const db = harness.context.db;
      const [first, second] = await db
        .transaction()
        .execute(async (trx) => [
          await ensureSystemAccount(trx, 'house', 'BDT'),
          await ensureSystemAccount(trx, 'bonus_funding', 'BDT'),
        ]);
      const firstLocked = signal();
      const secondLocked = signal();
      let attempts = 0;
      const crossing = (
        mine: number,
        theirs: number,
        locked: typeof firstLocked,
        wait: Promise<void>,
      ) =>
        db.transaction().execute(async (trx) => {
          attempts += 1;
          await lockAccountRow(trx, mine);
          locked.fire();
          await wait;
          await lockAccountRow(trx, theirs);
          return 'committed';
        });
      const results = await Promise.allSettled([
        crossing(first ?? 0, second ?? 0, firstLocked, secondLocked.promise),
        crossing(second ?? 0, first ?? 0, secondLocked, firstLocked.promise),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      // One of the two was the deadlock's victim and ran again.
      expect(attempts).toBe(3);
    },
  );
});
