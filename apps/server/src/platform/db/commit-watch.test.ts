/**
 * The commit watch hears every committed change to the cached rows, however the write was made:
 * in a transaction only once it has committed (never after a rollback), outside one right after
 * the statement, in commit groups after the group's commit; and the caller of a transaction is
 * answered only once the listener's publishing has settled. On SQLite, or PostgreSQL with
 * TEST_POSTGRES_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { paisa } from '@khela/contract';
import { createPostgresDatabase, testDialect } from '../../testing/build-test-app.js';
import { ensurePlayerAccount, ensureSystemAccount, transfer } from '../ledger/ledger.js';
import type { ChangedRows } from './changed-rows.js';
import type { Database } from './database.js';
import { openDatabase, type DialectName } from './dialect.js';
import { groupCommitted } from './group-commit.js';
import { migrateToLatest } from './migrate.js';

let db: Kysely<Database>;
let dialect: DialectName;
let drop: (() => Promise<void>) | undefined;
let heard: ChangedRows[] = [];
/** What the listener answers: the publishing the transaction's caller must wait for. */
let publishing: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const adminUrl = process.env['TEST_POSTGRES_URL'];
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  drop = postgres?.drop;
  const handle = openDatabase(postgres?.url ?? 'file::memory:', {
    onCommitted: (changes) => {
      heard.push(changes);
      return publishing();
    },
  });
  await migrateToLatest(handle);
  db = handle.db;
  dialect = handle.dialect;
});
afterAll(async () => {
  await db.destroy();
  await drop?.();
});
beforeEach(() => {
  heard = [];
  publishing = () => Promise.resolve();
});

let userSequence = 0;
/** A player id of its own: ledger accounts and the updates below need no users row. */
function newUser(): number {
  userSequence += 1;
  return 900_000 + userSequence;
}

/** A funded Main Wallet; answers its account id and the funding account's. */
async function fundedMain(userId: number): Promise<{ main: number; funding: number }> {
  return db.transaction().execute(async (trx) => {
    const funding = await ensureSystemAccount(trx, 'demo_funding', 'BDT');
    const main = await ensurePlayerAccount(trx, 'player_main', userId, 'BDT');
    await transfer(trx, {
      idempotencyKey: `watch-fund:${userId}`,
      debitAccountId: funding,
      creditAccountId: main,
      amountPaisa: paisa(10_000),
      code: 'demo_credit',
    });
    return { main, funding };
  });
}

describe(`the commit watch on ${testDialect}`, () => {
  it('tells a transaction’s declared changes once it has committed, not before', async () => {
    const userId = newUser();
    heard = [];
    const accounts = await db.transaction().execute(async (trx) => {
      const funding = await ensureSystemAccount(trx, 'demo_funding', 'BDT');
      const main = await ensurePlayerAccount(trx, 'player_main', userId, 'BDT');
      await transfer(trx, {
        idempotencyKey: `watch-commit:${userId}`,
        debitAccountId: funding,
        creditAccountId: main,
        amountPaisa: paisa(500),
        code: 'demo_credit',
      });
      expect(heard).toEqual([]);
      return { funding, main };
    });
    expect(heard).toHaveLength(1);
    expect(heard[0]!.accountOwners).toEqual([userId]);
    expect([...(heard[0]!.ledgerAccounts ?? [])].sort((a, b) => a - b)).toEqual(
      [accounts.funding, accounts.main].sort((a, b) => a - b),
    );
    expect(heard[0]!.allLedgerAccounts).toBeUndefined();
  });

  it('tells nothing of a transaction that rolled back', async () => {
    const userId = newUser();
    const { main, funding } = await fundedMain(userId);
    heard = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await transfer(trx, {
          idempotencyKey: `watch-rollback:${userId}`,
          debitAccountId: main,
          creditAccountId: funding,
          amountPaisa: paisa(100),
          code: 'demo_credit',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toEqual([]);
  });

  it('tells a write outside a transaction, and one nobody declared as changing everything of its kind', async () => {
    const userId = newUser();
    await fundedMain(userId);
    heard = [];
    await db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('user_id', '=', userId)
      .execute();
    expect(heard.at(-1)).toEqual({ allSessions: true });
    heard = [];
    await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', userId).execute();
    expect(heard.at(-1)).toEqual({ allSessions: true });
    heard = [];
    await sql`update ledger_accounts set balance_paisa = balance_paisa where owner_id = ${userId}`.execute(
      db,
    );
    expect(heard.at(-1)).toEqual({ allLedgerAccounts: true });
    heard = [];
    await db.updateTable('users').set({ vip_coin: 3 }).where('id', '=', userId).execute();
    await db.selectFrom('ledger_accounts').selectAll().execute();
    expect(heard).toEqual([]);
  });

  it('tells the changes of a commit group after the group’s commit', async () => {
    const players = [newUser(), newUser(), newUser()];
    const accounts = await Promise.all(players.map(fundedMain));
    heard = [];
    const run = groupCommitted(db, dialect);
    const wasHeard = (accountId: number) =>
      heard.some((changes) => changes.ledgerAccounts?.includes(accountId));
    await Promise.all(
      accounts.map(({ main, funding }, index) =>
        run(async (trx) => {
          await transfer(trx, {
            idempotencyKey: `watch-group:${players[index]}`,
            debitAccountId: main,
            creditAccountId: funding,
            amountPaisa: paisa(10),
            code: 'demo_credit',
          });
          expect(wasHeard(main)).toBe(false);
        }),
      ),
    );
    for (const { main } of accounts) expect(wasHeard(main)).toBe(true);
  });

  it('answers the transaction’s caller only once the listener’s publishing has settled', async () => {
    const userId = newUser();
    const { main, funding } = await fundedMain(userId);
    heard = [];
    let finishPublishing: () => void = () => undefined;
    publishing = () =>
      new Promise<void>((resolve) => {
        finishPublishing = resolve;
      });
    let answered = false;
    const done = db
      .transaction()
      .execute((trx) =>
        transfer(trx, {
          idempotencyKey: `watch-wait:${userId}`,
          debitAccountId: main,
          creditAccountId: funding,
          amountPaisa: paisa(10),
          code: 'demo_credit',
        }),
      )
      .then(() => {
        answered = true;
      });
    await expect.poll(() => heard.length).toBe(1);
    // Committed and told here, and the connection free for others meanwhile.
    await db.selectFrom('users').select('id').where('id', '=', userId).execute();
    expect(answered).toBe(false);
    finishPublishing();
    await done;
    expect(answered).toBe(true);
  });
});
