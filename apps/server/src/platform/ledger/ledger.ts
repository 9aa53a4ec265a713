/**
 * Double-entry ledger. A transfer debits one account and credits another by the same positive
 * amount, so the sum of all balances is always zero. Player accounts cannot go below zero: the
 * check sits inside the debiting UPDATE itself, so concurrent debits cannot overdraw.
 *
 * Results, in precedence order (as TigerBeetle documents its own):
 *  1. the idempotency key exists with the same payload  → `exists` (the first transfer is returned)
 *  2. the idempotency key exists with another payload   → DomainError idempotency_key_reused
 *  3. the debit account lacks funds                     → DomainError insufficient_funds
 *  4. otherwise                                         → `created`
 * Callers pass the transaction they are already in, so the business row and its transfer commit
 * together or not at all.
 */
import assert from 'node:assert/strict';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { paisa, type Paisa, ledgerMessages } from '@khela/contract';
import { executeDeclaring } from '../db/changed-rows.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { Database } from '../db/database.js';
import { isoNow } from '../db/time.js';
import { DomainError } from '../errors/domain-error.js';
import {
  isPlayerAccountKind,
  SYSTEM_OWNER_ID,
  type AccountKind,
  type PlayerAccountKind,
  type SystemAccountKind,
} from './ledger-accounts.js';
import type { LedgerTransfersTable } from './tables.js';
import type { TransferCode } from './transfer-codes.js';

export type Executor = Kysely<Database> | Transaction<Database>;
export type LedgerTransfer = Selectable<LedgerTransfersTable>;

export interface TransferInput {
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  amountPaisa: Paisa;
  code: TransferCode;
  reference?: string;
}

export type TransferResult =
  { status: 'created'; transfer: LedgerTransfer } | { status: 'exists'; transfer: LedgerTransfer };

const IDEMPOTENCY_KEY_LENGTH_MAX = 200;

/** Finds or opens an account; safe under concurrency (the unique key decides the winner). */
export async function ensureAccount(
  trx: Transaction<Database>,
  kind: AccountKind,
  ownerId: number,
  currency: string,
): Promise<number> {
  assert.ok(
    isPlayerAccountKind(kind) ? ownerId > 0 : ownerId === SYSTEM_OWNER_ID,
    'owner must match the account kind',
  );
  const existing = await findAccountId(trx, kind, ownerId, currency);
  if (existing !== undefined) return existing;
  // A player's first account changes what the balance poll's cache holds for them (no account,
  // balance 0); see changed-rows.ts.
  await executeDeclaring(
    trx,
    trx
      .insertInto('ledger_accounts')
      .values({
        kind,
        owner_id: ownerId,
        currency,
        balance_paisa: 0,
        may_go_negative: isPlayerAccountKind(kind) ? 0 : 1,
        created_at: isoNow(),
      })
      .onConflict((conflict) => conflict.columns(['kind', 'owner_id', 'currency']).doNothing()),
    isPlayerAccountKind(kind) ? { accountOwners: [ownerId] } : {},
  );
  const created = await findAccountId(trx, kind, ownerId, currency);
  assert.ok(created !== undefined, 'account must exist after insert');
  return created;
}

export function ensurePlayerAccount(
  trx: Transaction<Database>,
  kind: PlayerAccountKind,
  userId: number,
  currency: string,
): Promise<number> {
  return ensureAccount(trx, kind, userId, currency);
}

export function ensureSystemAccount(
  trx: Transaction<Database>,
  kind: SystemAccountKind,
  currency: string,
): Promise<number> {
  return ensureAccount(trx, kind, SYSTEM_OWNER_ID, currency);
}

/** Run twice by every transfer between named accounts, so compiled once (see compiledOnce). */
const selectAccountId = compiledOnce(
  (db: Kysely<Database>, kind: AccountKind, ownerId: number, currency: string) =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .where('currency', '=', currency),
);

async function findAccountId(
  db: Executor,
  kind: AccountKind,
  ownerId: number,
  currency: string,
): Promise<number | undefined> {
  const [row] = await selectAccountId(db, kind, ownerId, currency);
  return row?.id;
}

export async function transfer(
  trx: Transaction<Database>,
  input: TransferInput,
): Promise<TransferResult> {
  assert.ok(
    Number.isSafeInteger(input.amountPaisa) && input.amountPaisa > 0,
    'amount must be positive paisa',
  );
  assert.ok(input.debitAccountId !== input.creditAccountId, 'a transfer needs two accounts');
  assert.ok(
    input.idempotencyKey.length > 0 && input.idempotencyKey.length <= IDEMPOTENCY_KEY_LENGTH_MAX,
    'idempotency key length',
  );

  const inserted = await trx
    .insertInto('ledger_transfers')
    .values({
      idempotency_key: input.idempotencyKey,
      debit_account_id: input.debitAccountId,
      credit_account_id: input.creditAccountId,
      amount_paisa: input.amountPaisa,
      code: input.code,
      reference: input.reference ?? null,
      created_at: isoNow(),
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();

  if (inserted === undefined) {
    const existing = await trx
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (samePayload(existing, input)) return { status: 'exists', transfer: existing };
    throw new DomainError('idempotency_key_reused', ledgerMessages.idempotencyKeyReused);
  }

  // Rows are always updated in account-id order: two transfers between the same pair of accounts
  // in opposite directions (a bet and a win) would otherwise lock them in opposite orders and
  // deadlock on PostgreSQL. A failed debit throws, which rolls back an earlier credit too.
  if (input.debitAccountId < input.creditAccountId) {
    await debit(trx, input.debitAccountId, input.amountPaisa);
    await credit(trx, input.creditAccountId, input.amountPaisa);
  } else {
    await credit(trx, input.creditAccountId, input.amountPaisa);
    await debit(trx, input.debitAccountId, input.amountPaisa);
  }
  return { status: 'created', transfer: inserted };
}

/** Takes the account row's lock for the rest of the transaction (an update locks it on PostgreSQL). */
export async function lockAccountRow(trx: Transaction<Database>, accountId: number): Promise<void> {
  // Declared as changing nothing: the balance stays what it was.
  await executeDeclaring(
    trx,
    trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_paisa: eb.ref('balance_paisa') }))
      .where('id', '=', accountId),
    {},
  );
}

/** The balance check sits in the statement itself, so concurrent debits cannot overdraw. */
async function debit(
  trx: Transaction<Database>,
  accountId: number,
  amountPaisa: Paisa,
): Promise<void> {
  const debited = await executeDeclaring(
    trx,
    trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_paisa: eb('balance_paisa', '-', amountPaisa) }))
      .where('id', '=', accountId)
      .where((eb) =>
        eb.or([eb('may_go_negative', '=', 1), eb('balance_paisa', '>=', amountPaisa)]),
      ),
    { ledgerAccounts: [accountId] },
  );
  if ((debited.numAffectedRows ?? 0n) === 0n) {
    // Throwing rolls back the caller's transaction, and with it the transfer row.
    throw new DomainError('insufficient_funds', ledgerMessages.insufficientFunds);
  }
}

async function credit(
  trx: Transaction<Database>,
  accountId: number,
  amountPaisa: Paisa,
): Promise<void> {
  const credited = await executeDeclaring(
    trx,
    trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_paisa: eb('balance_paisa', '+', amountPaisa) }))
      .where('id', '=', accountId),
    { ledgerAccounts: [accountId] },
  );
  assert.equal(credited.numAffectedRows, 1n, 'credit account must exist');
}

function samePayload(existing: LedgerTransfer, input: TransferInput): boolean {
  return (
    existing.debit_account_id === input.debitAccountId &&
    existing.credit_account_id === input.creditAccountId &&
    existing.amount_paisa === input.amountPaisa &&
    existing.code === input.code
  );
}

export async function balanceOfAccount(db: Executor, accountId: number): Promise<Paisa> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_paisa')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return paisa(row.balance_paisa);
}

/** Read on every balance poll, so compiled once (see compiledOnce). */
const selectPlayerBalance = compiledOnce(
  (db: Kysely<Database>, kind: PlayerAccountKind, userId: number) =>
    db
      .selectFrom('ledger_accounts')
      .select('balance_paisa')
      .where('kind', '=', kind)
      .where('owner_id', '=', userId),
);

/** A player's balance in one account kind; zero when the account was never opened. */
export async function playerBalancePaisa(
  db: Executor,
  userId: number,
  kind: PlayerAccountKind,
): Promise<Paisa> {
  const [row] = await selectPlayerBalance(db, kind, userId);
  return paisa(row?.balance_paisa ?? 0);
}
