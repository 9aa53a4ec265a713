/**
 * Commit groups on SQLite: transactions asked for together share one commit, a callback that
 * throws is rolled back alone, and a failed commit fails every caller of its group (none heard
 * of success before the commit). PostgreSQL runs each in a transaction of its own, or in lanes:
 * groups side by side, a key always in the same one. Deferred work is flushed before the commit
 * and leaves with a call rolled back to its savepoint.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { deadlockDetected, deadlockEveryFirstAttempt } from '../../testing/forced-deadlock.js';
import { deferredWork, type DeferredWork } from './before-commit.js';
import { CommitGroups, commitLanes, groupCommitted } from './group-commit.js';

const harness = testAppPerFile();
beforeAll(async () => {
  const db = harness.context.db;
  await sql`create table group_parents (id integer primary key)`.execute(db);
  // Checked at commit (deferred), so a group can pass every statement and still fail to commit.
  await sql`create table group_children (
    name text primary key,
    parent_id integer references group_parents (id) deferrable initially deferred
  )`.execute(db);
  await sql`insert into group_parents (id) values (1)`.execute(db);
});

const childNames = async () =>
  (
    await harness.context.db
      .selectFrom('group_children' as never)
      .select(sql<string>`name`.as('name'))
      .orderBy(sql`name`)
      .execute()
  ).map((row) => row.name);

function addChild(name: string, parentId = 1) {
  return sql`insert into group_children (name, parent_id) values (${name}, ${parentId})`;
}

describe(`commit groups on ${testDialect}`, () => {
  it('commits calls made together at once, rolling back only the one that throws', async () => {
    const groups = new CommitGroups(harness.context.db);
    const results = await Promise.allSettled([
      groups.run(async (trx) => {
        await addChild('first').execute(trx);
        return 'first';
      }),
      groups.run(async (trx) => {
        await addChild('second').execute(trx);
        throw new Error('refused');
      }),
      groups.run(async (trx) => {
        // Sees the group's earlier callbacks, as a transaction after theirs would.
        await addChild('third').execute(trx);
        return (await sql<{ n: number }>`select count(*) as n from group_children`.execute(trx))
          .rows[0]?.n;
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 2 });
    expect(groups.committedGroups).toBe(1);
    expect(await childNames()).toEqual(['first', 'third']);
  });

  it('fails every caller of a group whose commit fails, and keeps none of its writes', async () => {
    const groups = new CommitGroups(harness.context.db);
    const results = await Promise.allSettled([
      groups.run(async (trx) => {
        await addChild('fine').execute(trx);
        return 'fine';
      }),
      groups.run(async (trx) => {
        await addChild('orphan', 999).execute(trx);
        return 'orphan';
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(groups.committedGroups).toBe(0);
    expect(await childNames()).toEqual(['first', 'third']);
  });

  it('runs a call alone in its own transaction, rolled back whole when it throws', async () => {
    const run = groupCommitted(harness.context.db, testDialect);
    await expect(
      run(async (trx) => {
        await addChild('alone').execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await run(async (trx) => (await addChild('later').execute(trx)).numAffectedRows)).toBe(
      1n,
    );
    expect(await childNames()).toEqual(['first', 'later', 'third']);
  });

  it('runs the same calls again when its transaction loses a deadlock, and answers each once', async () => {
    const groups = new CommitGroups(harness.context.db);
    const forced = deadlockEveryFirstAttempt(harness.context.db);
    const runs: string[] = [];
    const call = (name: string) =>
      groups.run(async (trx) => {
        runs.push(name);
        await addChild(name).execute(trx);
        return name;
      });
    let answers: PromiseSettledResult<string>[];
    try {
      // A caller whose call no attempt runs any more would wait for ever: bounded here.
      const stillWaiting = new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('callers still waiting after 5 s')), 5000).unref();
      });
      answers = await Promise.race([
        Promise.allSettled([call('retried-a'), call('retried-b'), call('retried-c')]),
        stillWaiting,
      ]);
    } finally {
      forced.restore();
    }
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(forced.deadlocks).toBeGreaterThanOrEqual(1);
    // Every call ran in both attempts; only the second attempt's writes committed.
    expect(runs.filter((name) => name === 'retried-a')).toHaveLength(2);
    expect((await childNames()).filter((name) => name.startsWith('retried-'))).toEqual([
      'retried-a',
      'retried-b',
      'retried-c',
    ]);
  });

  // SQLite, one connection, never deadlocks and does not retry its transactions.
  it.skipIf(testDialect === 'sqlite')(
    'runs the whole group again when one of its calls loses a deadlock, failing none',
    async () => {
      // The database's own retrying transactions (DeadlockRetryingKysely), as in production.
      const groups = new CommitGroups(harness.context.db);
      const runs: string[] = [];
      let lost = false;
      const call = (name: string, losesOnce = false) =>
        groups.run(async (trx) => {
          runs.push(name);
          await addChild(name).execute(trx);
          if (losesOnce && !lost) {
            lost = true;
            // As PostgreSQL ends a deadlock's victim: the rows it waits on may be an earlier call's.
            throw deadlockDetected();
          }
          return name;
        });
      const answers = await Promise.allSettled([
        call('victim-a'),
        call('victim-b', true),
        call('victim-c'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      expect(runs).toEqual(['victim-a', 'victim-b', 'victim-a', 'victim-b', 'victim-c']);
      expect((await childNames()).filter((name) => name.startsWith('victim-'))).toEqual([
        'victim-a',
        'victim-b',
        'victim-c',
      ]);
    },
  );

  it('runs lanes side by side on PostgreSQL, one key always in one lane, one group on SQLite', async () => {
    const lanes = commitLanes(harness.context.db, testDialect, 2);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const finished: string[] = [];
    const call = (key: number, name: string, wait?: Promise<void>) =>
      lanes(key)(async (trx) => {
        await addChild(name).execute(trx);
        if (wait) await wait;
        finished.push(name);
        return name;
      });
    if (testDialect === 'postgres') {
      const first = call(0, 'lane-a', held);
      const sameLane = call(2, 'lane-a-next');
      // Lane 1 commits while lane 0's transaction is still open.
      expect(await call(1, 'lane-b')).toBe('lane-b');
      expect(finished).toEqual(['lane-b']);
      release();
      expect(await Promise.all([first, sameLane])).toEqual(['lane-a', 'lane-a-next']);
      expect(finished).toEqual(['lane-b', 'lane-a', 'lane-a-next']);
    } else {
      release();
      await Promise.all([call(0, 'lane-a', held), call(1, 'lane-b'), call(2, 'lane-a-next')]);
    }
    const names = await childNames();
    expect(names.filter((name) => name.startsWith('lane-'))).toEqual([
      'lane-a',
      'lane-a-next',
      'lane-b',
    ]);
  });

  it('flushes deferred work once before the commit, without what a rolled-back call deferred', async () => {
    class Counter implements DeferredWork {
      names: string[] = [];
      flushes = 0;
      mark() {
        return [...this.names];
      }
      restore(mark: unknown) {
        this.names = [...(mark as string[])];
      }
      async flush(trx: Parameters<DeferredWork['flush']>[0]) {
        this.flushes += 1;
        for (const name of this.names) await addChild(name).execute(trx);
      }
    }
    const counters: Counter[] = [];
    const defer = (trx: Parameters<DeferredWork['flush']>[0], name: string) => {
      const counter = deferredWork(trx, 'test:counter', () => {
        const made = new Counter();
        counters.push(made);
        return made;
      });
      counter?.names.push(name);
      return counter !== undefined;
    };
    const groups = new CommitGroups(harness.context.db);
    const results = await Promise.allSettled([
      groups.run((trx) => Promise.resolve(defer(trx, 'deferred-kept'))),
      groups.run((trx) => {
        defer(trx, 'deferred-dropped');
        return Promise.reject(new Error('refused'));
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: true });
    expect(counters.reduce((sum, counter) => sum + counter.flushes, 0)).toBe(
      testDialect === 'sqlite' ? 1 : counters.length,
    );
    const names = await childNames();
    expect(names).toContain('deferred-kept');
    expect(names).not.toContain('deferred-dropped');
    // A plain transaction has nobody to flush: nothing is deferred there.
    const plain = harness.context.db.transaction();
    expect(await plain.execute((trx) => Promise.resolve(defer(trx, 'never')))).toBe(false);
  });
});
