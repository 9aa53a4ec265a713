/**
 * What a statement is taken to change among the balance poll's cached rows, from its compiled
 * query alone: declared writes name their rows (built, raw or compiled once), other writes to ledger_accounts, sessions and a
 * player's status count as changing everything of their kind, and reads and other tables nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  DummyDriver,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import {
  changedRowsOf,
  executeDeclaring,
  mergeChangedRows,
  type ChangedRows,
} from './changed-rows.js';
import { compiledOnce } from './compiled-once.js';
import type { Database } from './database.js';
import { RawStatement } from './raw-statement.js';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

const all = { sessions: { allSessions: true }, balances: { allLedgerAccounts: true } } as const;

/** A database whose driver keeps every query it is given, as the commit watch sees them. */
function recordingDatabase(seen: CompiledQuery[]): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => {
        const driver = new DummyDriver();
        driver.acquireConnection = () =>
          Promise.resolve({
            executeQuery: (query: CompiledQuery) => {
              seen.push(query);
              return Promise.resolve({ rows: [] });
            },
            streamQuery: () => {
              throw new Error('not streamed');
            },
          });
        return driver;
      },
      createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

async function declaredQuery(changes: Parameters<typeof executeDeclaring>[2]) {
  const seen: CompiledQuery[] = [];
  const watching = recordingDatabase(seen);
  await executeDeclaring(
    watching,
    watching.updateTable('ledger_accounts').set({ balance_paisa: 1 }).where('id', '=', 7),
    changes,
  );
  return seen[0]!;
}

describe('changed rows of a statement', () => {
  it('takes a declared write at its word, and a declaration of nothing as nothing', async () => {
    expect(changedRowsOf(await declaredQuery({ ledgerAccounts: [7] }))).toEqual({
      ledgerAccounts: [7],
    });
    expect(changedRowsOf(await declaredQuery({}))).toBeUndefined();
  });

  it('takes the word of a raw statement and of a compiled-once write, each call its own', async () => {
    const seen: CompiledQuery[] = [];
    const watching = recordingDatabase(seen);
    const moveBalances = (ids: number[], changes?: ChangedRows) => {
      const update = new RawStatement('sqlite');
      const list = ids.map((id) => update.integer(id)).join(', ');
      return update.run(
        watching,
        `update ledger_accounts set balance_paisa = balance_paisa + 1 where id in (${list})`,
        changes,
      );
    };
    await moveBalances([3, 4], { ledgerAccounts: [3, 4] });
    await moveBalances([5]);
    const byOwner = compiledOnce(
      (db: Kysely<Database>, delta: number, ownerId: number) =>
        db
          .updateTable('ledger_accounts')
          .set((eb) => ({ balance_paisa: eb('balance_paisa', '+', delta) }))
          .where('owner_id', '=', ownerId),
      (_delta, ownerId) => ({ accountOwners: [ownerId] }),
    );
    await byOwner(watching, 100, 8);
    await byOwner(watching, 100, 9);
    expect(seen.map(changedRowsOf)).toEqual([
      { ledgerAccounts: [3, 4] },
      // Undeclared, the text alone decides: every balance may have moved.
      all.balances,
      { accountOwners: [8] },
      { accountOwners: [9] },
    ]);
  });

  it('counts an undeclared write to a cached table as changing all of its kind', () => {
    const cases: [CompiledQuery, unknown][] = [
      [db.updateTable('ledger_accounts').set({ balance_paisa: 0 }).compile(), all.balances],
      [db.deleteFrom('ledger_accounts').where('id', '=', 1).compile(), all.balances],
      [
        db
          .insertInto('ledger_accounts')
          .values({
            kind: 'player_main',
            owner_id: 1,
            currency: 'BDT',
            balance_paisa: 0,
            may_go_negative: 0,
            created_at: '',
          })
          .compile(),
        all.balances,
      ],
      [db.updateTable('sessions').set({ expires_at: '2000-01-01' }).compile(), all.sessions],
      [db.updateTable('sessions as s').set({ revoked_at: 'now' }).compile(), all.sessions],
      [db.deleteFrom('sessions').compile(), all.sessions],
      [
        db.updateTable('users').set({ status: 'suspended' }).where('id', '=', 3).compile(),
        all.sessions,
      ],
      [db.deleteFrom('users').where('id', '=', 3).compile(), all.sessions],
      [sql`update ledger_accounts set balance_paisa = 5 where id = 1`.compile(db), all.balances],
      [sql`UPDATE "sessions" SET revoked_at = 'x'`.compile(db), all.sessions],
      [sql`delete from users where id = 1`.compile(db), all.sessions],
      [
        db
          .with('gone', (qb) => qb.deleteFrom('sessions').returning('id'))
          .selectFrom('gone')
          .selectAll()
          .compile(),
        all.sessions,
      ],
    ];
    for (const [query, expected] of cases)
      expect(changedRowsOf(query), query.sql).toEqual(expected);
  });

  it('ignores reads, other tables, new sessions and players, and player columns the rule does not read', () => {
    const nothing: CompiledQuery[] = [
      db.selectFrom('sessions').selectAll().compile(),
      db.selectFrom('ledger_accounts').select('balance_paisa').compile(),
      db.updateTable('users').set({ vip_coin: 5 }).where('id', '=', 1).compile(),
      db.updateTable('users').set({ password_hash: 'x', updated_at: 'y' }).compile(),
      db.updateTable('wallet_transactions').set({ status_key: '1' }).compile(),
      db
        .insertInto('sessions')
        .values({
          user_id: 1,
          token_hash: 'h',
          kind: 'player',
          parent_session_id: null,
          created_at: '',
          expires_at: '',
          revoked_at: null,
          ip: null,
          user_agent: null,
        })
        .compile(),
      sql`select * from users where id = 1`.compile(db),
      sql`savepoint grouped_0`.compile(db),
      sql`begin`.compile(db),
    ];
    for (const query of nothing) expect(changedRowsOf(query), query.sql).toBeUndefined();
  });

  it('merges two sets of changes without repeating ids', () => {
    expect(
      mergeChangedRows(
        { ledgerAccounts: [1, 2], sessionTrees: [4] },
        { ledgerAccounts: [2, 3], allSessions: true },
      ),
    ).toEqual({ ledgerAccounts: [1, 2, 3], sessionTrees: [4], allSessions: true });
    expect(mergeChangedRows(undefined, { accountOwners: [9] })).toEqual({ accountOwners: [9] });
  });
});
