/**
 * Many transfers in one go, for a batch of bets journaled together: every transfer row in one
 * statement and every account's balance moved once, by the sum of its transfers, in another. The
 * rules are `transfer`'s (ledger.ts): a positive amount between two accounts, a key used once,
 * and no player account below zero — checked on the balances the one update answers, so a debit
 * that a concurrent transaction made impossible fails the whole batch, which rolls back.
 */
import assert from 'node:assert/strict';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';
import { RawStatement } from '../db/raw-statement.js';
import { DomainError } from '../errors/domain-error.js';
import { ledgerMessages, type TransferInput } from './ledger.js';
import type { PlayerAccountKind } from './ledger-accounts.js';

/** A batch's transfer key was already used: the caller's picture of the ledger is out of date. */
export class TransferKeyTaken extends Error {}

export async function transferAll(
  trx: Transaction<Database>,
  dialect: DialectName,
  transfers: readonly TransferInput[],
  now: string,
): Promise<void> {
  if (transfers.length === 0) return;
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
  const insert = new RawStatement(dialect);
  const rows = insert.rows(transfers, (input) => [
    input.idempotencyKey,
    input.debitAccountId,
    input.creditAccountId,
    input.amountPaisa,
    input.code,
    input.reference ?? null,
    now,
  ]);
  const inserted = await insert.run<{ id: number }>(
    trx,
    `insert into ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_paisa, code, reference, created_at) values ${rows} on conflict (idempotency_key) do nothing returning id`,
  );
  if (inserted.length !== transfers.length) {
    throw new TransferKeyTaken('a transfer key of the batch was already used');
  }
  await moveBalances(trx, dialect, deltas);
}

/**
 * Adds each delta to its account's balance in one statement (accounts in id order, as every
 * transfer locks them), and refuses a player account left below zero.
 */
async function moveBalances(
  trx: Transaction<Database>,
  dialect: DialectName,
  deltas: ReadonlyMap<number, number>,
): Promise<void> {
  const moved = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  if (moved.length === 0) return;
  const update = new RawStatement(dialect);
  const cases = moved
    .map(([id, delta]) => `when ${update.integer(id)} then ${update.integer(delta)}`)
    .join(' ');
  const ids = moved.map(([id]) => update.integer(id)).join(', ');
  const rows = await update.run<{ id: number; balance_paisa: number; may_go_negative: number }>(
    trx,
    `update ledger_accounts set balance_paisa = balance_paisa + case id ${cases} end where id in (${ids}) returning id, balance_paisa, may_go_negative`,
    // Only these accounts' cached balances drop (platform/db/changed-rows.ts).
    { ledgerAccounts: moved.map(([id]) => id) },
  );
  assert.equal(rows.length, moved.length, 'every account of the batch exists');
  if (rows.some((row) => row.may_go_negative === 0 && Number(row.balance_paisa) < 0)) {
    throw new DomainError('insufficient_funds', ledgerMessages.insufficientFunds);
  }
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
