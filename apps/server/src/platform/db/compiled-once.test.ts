import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';

interface Tables {
  accounts: { owner: number; kind: string; balance: number };
}

const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
afterAll(() => db.destroy());

const balanceOf = compiledOnce((scope: Kysely<Tables>, owner: number, kind: string) =>
  scope
    .selectFrom('accounts')
    .select('balance')
    .where('owner', '=', owner)
    .where('kind', '=', kind)
    .where('balance', '>=', 0),
);

it('binds each call its own values, on the database and inside a transaction', async () => {
  await db.schema
    .createTable('accounts')
    .addColumn('owner', 'integer')
    .addColumn('kind', 'text')
    .addColumn('balance', 'integer')
    .execute();
  await db
    .insertInto('accounts')
    .values([
      { owner: 1, kind: 'main', balance: 10 },
      { owner: 1, kind: 'bonus', balance: 20 },
      { owner: 2, kind: 'main', balance: 30 },
    ])
    .execute();
  expect(await balanceOf(db, 1, 'main')).toEqual([{ balance: 10 }]);
  expect(await balanceOf(db, 1, 'bonus')).toEqual([{ balance: 20 }]);
  expect(await balanceOf(db, 2, 'main')).toEqual([{ balance: 30 }]);
  expect(await balanceOf(db, 2, 'bonus')).toEqual([]);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('accounts').set({ balance: 31 }).where('owner', '=', 2).execute();
    // The transaction's own connection sees its uncommitted write.
    expect(await balanceOf(trx, 2, 'main')).toEqual([{ balance: 31 }]);
  });
});

it('refuses a query that does not use a value as a parameter', async () => {
  const unused = compiledOnce((scope: Kysely<Tables>, _owner: number) =>
    scope.selectFrom('accounts').select('balance').where('owner', 'is not', null),
  );
  await expect(unused(db, 1)).rejects.toThrow(/value 0 is not a parameter/);
});
