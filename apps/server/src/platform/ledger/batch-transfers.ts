/**
 * Many transfers in one go, for a batch of bets journaled together: every transfer row in one
 * write and every account's balance moved once, by the sum of its transfers, in another (on
 * PostgreSQL both join the batch's other writes in one statement: platform/db/joined-writes.ts).
 * The rules are `transfer`'s (ledger.ts): a positive amount between two accounts, a key used
 * once, and no player account below zero — checked on the accounts the one update answers, so a
 * debit that a concurrent transaction made impossible fails the whole batch, which rolls back.
 */
import { ledgerMessages } from '@khela/contract';
import assert from 'node:assert/strict';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';
import type { Write } from '../db/joined-writes.js';
import { RawStatement } from '../db/raw-statement.js';
import { DomainError } from '../errors/domain-error.js';
import { type TransferInput } from './ledger.js';
import type { PlayerAccountKind } from './ledger-accounts.js';

/** A batch's transfer key was already used: the caller's picture of the ledger is out of date. */
export class TransferKeyTaken extends Error {}

/**
 * The two writes of many transfers (joined-writes.ts runs them): the transfer rows, each key
 * used once, and every account's balance moved once by the sum of its transfers.
 */
export function transferWrites(
  transfers: readonly TransferInput[],
  now: string,
): [Write<{ id: number }>, Write<MovedAccount> | undefined] | [] {
  if (transfers.length === 0) return [];
  const deltas = new Map<number, number>();
  for (const input of transfers) {
    assert.ok(
      Number.isSafeInteger(input.amountPaisa) && input.amountPaisa > 0,
      'amount must be positive paisa',
    );
    assert.ok(input.debitAccountId !== input.creditAccountId, 'a transfer needs two accounts');
    deltas.set(input.debitAccountId, (deltas.get(input.debitAccountId) ?? 0) - input.amountPaisa);
    deltas.set(input.creditAccountId, (deltas.get(input.creditAccountId) ?? 0) + input.amountPaisa);
  }
  const insert: Write<{ id: number }> = {
    text: (statement) =>
      `insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_paisa, code, reference, created_at) values ${statement.rows(
        transfers,
        (input) => [
          input.idempotencyKey,
          input.debitAccountId,
          input.creditAccountId,
          input.amountPaisa,
          input.code,
          input.reference ?? null,
          now,
        ],
      )} on conflict (idempotency_key) do nothing returning id`,
    check: (inserted) => {
      if (inserted.length !== transfers.length) {
        throw new TransferKeyTaken('a transfer key of the batch was already used');
      }
    },
  };
  return [insert, balancesWrite(deltas)];
}

interface MovedAccount {
  id: number;
  balance_paisa: number;
  may_go_negative: number;
}

/**
 * Adds each delta to its account's balance in one statement (accounts in id order, as every
 * transfer locks them), and refuses a player account left below zero. The statement leaves such
 * an account out rather than break the ledger's no-overdraft constraint, whose error would end
 * the batch instead of sending it round again from the rows; the check finds it missing.
 */
function balancesWrite(deltas: ReadonlyMap<number, number>): Write<MovedAccount> | undefined {
  const moved = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moved.length === 0) return undefined;
  return {
    text: (update) => {
      const caseOf = () =>
        `case id ${moved
          .map(([id, delta]) => `when ${update.integer(id)} then ${update.integer(delta)}`)
          .join(' ')} end`;
      // Each use binds its own values (SQLite's `?` are taken in the order they appear).
      const set = caseOf();
      const ids = moved.map(([id]) => update.integer(id)).join(', ');
      return `update ledger_accounts set balance_paisa = balance_paisa + ${set} where id in (${ids}) and (may_go_negative = 1 or balance_paisa + ${caseOf()} >= 0) returning id, balance_paisa, may_go_negative`;
    },
    check: (rows) => {
      const returned = new Set(rows.map((row) => Number(row.id)));
      const left = moved.filter(([id]) => !returned.has(id));
      assert.ok(
        left.every(([, delta]) => delta < 0),
        'every account of the batch exists',
      );
      if (
        left.length > 0 ||
        rows.some((row) => Number(row.may_go_negative) === 0 && Number(row.balance_paisa) < 0)
      ) {
        throw new DomainError('insufficient_funds', ledgerMessages.insufficientFunds);
      }
    },
    // Only these accounts' cached balances drop (platform/db/changed-rows.ts).
    changes: { ledgerAccounts: moved.map(([id]) => id) },
  };
}

export interface PlayerAccountWanted {
  userId: number;
  kind: PlayerAccountKind;
  currency: string;
}

/** Account ids never change and accounts are never deleted: each is looked up once a process. */
const knownIds = new WeakMap<Kysely<Database>, Map<string, number>>();

const keyOf = (account: PlayerAccountWanted) =>
  `${account.kind}:${account.userId}:${account.currency}`;

/**
 * The ids of players' accounts, opening those that do not exist yet (one read for the unknown
 * ones, and an insert and a second read only when some were never opened).
 */
export async function playerAccountIds(
  db: Kysely<Database>,
  trx: Transaction<Database>,
  dialect: DialectName,
  wanted: readonly PlayerAccountWanted[],
  now: string,
): Promise<Map<string, number>> {
  let known = knownIds.get(db);
  if (!known) {
    known = new Map();
    knownIds.set(db, known);
  }
  const ids = new Map<string, number>();
  const unknown = new Map<string, PlayerAccountWanted>();
  for (const account of wanted) {
    const id = known.get(keyOf(account));
    if (id === undefined) unknown.set(keyOf(account), account);
    else ids.set(keyOf(account), id);
  }
  if (unknown.size === 0) return ids;
  const found = await selectAccounts(trx, dialect, [...unknown.values()]);
  const missing = [...unknown.values()].filter((account) => !found.has(keyOf(account)));
  if (missing.length > 0) {
    const insert = new RawStatement(dialect);
    const rows = insert.rows(missing, (account) => [
      account.kind,
      account.userId,
      account.currency,
      0,
      0,
      now,
    ]);
    await insert.run(
      trx,
      `insert into ledger_accounts (kind, owner_id, currency, balance_paisa, may_go_negative, created_at) values ${rows} on conflict (kind, owner_id, currency) do nothing`,
      { accountOwners: [...new Set(missing.map((account) => account.userId))] },
    );
    for (const [key, id] of await selectAccounts(trx, dialect, missing)) found.set(key, id);
  }
  for (const [key, id] of found) {
    // Only ids of committed rows may outlive this transaction: one opened here is kept by the
    // caller's next lookup, after the commit made it true.
    ids.set(key, id);
    if (!missing.some((account) => keyOf(account) === key)) known.set(key, id);
  }
  assert.equal(ids.size, new Set(wanted.map(keyOf)).size, 'every wanted account exists');
  return ids;
}

async function selectAccounts(
  trx: Transaction<Database>,
  dialect: DialectName,
  accounts: readonly PlayerAccountWanted[],
): Promise<Map<string, number>> {
  const select = new RawStatement(dialect);
  const owners = [...new Set(accounts.map((account) => account.userId))]
    .map((userId) => select.integer(userId))
    .join(', ');
  const rows = await select.run<{ id: number; kind: string; owner_id: number; currency: string }>(
    trx,
    `select id, kind, owner_id, currency from ledger_accounts where owner_id in (${owners}) and kind in ('player_main', 'player_exposure')`,
  );
  const wanted = new Set(accounts.map(keyOf));
  const found = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.kind}:${Number(row.owner_id)}:${row.currency}`;
    if (wanted.has(key)) found.set(key, Number(row.id));
  }
  return found;
}
