/**
 * The site's settings inside a grouped transaction (commit groups, before-commit.ts): read once
 * for the whole group, read again after a call writes them or is rolled back, and read each time
 * in a transaction nobody groups.
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { CommitGroups } from '../../platform/db/group-commit.js';
import { isoNow } from '../../platform/db/time.js';
import { readSiteSettings } from './service.js';
import { upsertSetting } from './queries.js';

const harness = testAppPerFile();

/** The database, counting the statements that read the settings table. */
function countingDb() {
  const counted = { reads: 0 };
  const db = harness.context.db.withPlugin({
    transformQuery(args) {
      const node = args.node;
      if (
        node.kind === 'SelectQueryNode' &&
        JSON.stringify(node.from).includes('"site_settings"')
      ) {
        counted.reads += 1;
      }
      return node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  return { db, counted };
}

describe(`the site's settings in a grouped transaction on ${testDialect}`, () => {
  it('are read once by every call of a group, and again after one of them writes them', async () => {
    const { db, counted } = countingDb();
    const groups = new CommitGroups(db);
    const rates: number[] = [];
    await Promise.all([
      groups.run(async (trx) => rates.push((await readSiteSettings(trx)).vip_points_per_100_taka)),
      groups.run(async (trx) => rates.push((await readSiteSettings(trx)).vip_points_per_100_taka)),
      groups.run(async (trx) => {
        await upsertSetting(trx, 'vip_points_per_100_taka', 7, isoNow());
        rates.push((await readSiteSettings(trx)).vip_points_per_100_taka);
      }),
      groups.run(async (trx) => rates.push((await readSiteSettings(trx)).vip_points_per_100_taka)),
    ]);
    expect(groups.committedGroups).toBe(1);
    expect(rates.slice(2)).toEqual([7, 7]);
    expect(rates[0]).toBe(rates[1]);
    expect(counted.reads).toBe(2);
  });

  it('are read again after a call that wrote them is rolled back', async () => {
    const groups = new CommitGroups(harness.context.db);
    const before = (await readSiteSettings(harness.context.db)).vip_points_per_100_taka;
    const seen: number[] = [];
    const results = await Promise.allSettled([
      groups.run(async (trx) => {
        await upsertSetting(trx, 'vip_points_per_100_taka', before + 5, isoNow());
        seen.push((await readSiteSettings(trx)).vip_points_per_100_taka);
        throw new Error('the call fails after its write');
      }),
      groups.run(async (trx) => seen.push((await readSiteSettings(trx)).vip_points_per_100_taka)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
    expect(seen).toEqual([before + 5, before]);
  });

  it('are read each time outside a group', async () => {
    const { db, counted } = countingDb();
    await db.transaction().execute(async (trx) => {
      await readSiteSettings(trx);
      await readSiteSettings(trx);
    });
    expect(counted.reads).toBe(2);
  });
});
