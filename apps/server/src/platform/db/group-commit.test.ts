/**
 * Commit groups on SQLite: transactions asked for together share one commit, a callback that
 * throws is rolled back alone, and a failed commit fails every caller of its group (none heard
 * of success before the commit). PostgreSQL runs each in a transaction of its own.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { deadlockEveryFirstAttempt } from '../../testing/forced-deadlock.js';
import { CommitGroups, groupCommitted } from './group-commit.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
  const db = harness.context.db;
  await sql`create table group_parents (id integer primary key)`.execute(db);
  // Checked at commit (deferred), so a group can pass every statement and still fail to commit.
  await sql`create table group_children (
    name text primary key,
    parent_id integer references group_parents (id) deferrable initially deferred
  )`.execute(db);
  await sql`insert into group_parents (id) values (1)`.execute(db);
});
afterAll(() => harness.close());

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
});
