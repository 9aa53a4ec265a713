/**
 * Several transfers posted together with one balance update per account: a casino round's bet
 * and win between the Main Wallet and the game provider are two transfer rows (the audit trail
 * keeps one row per movement) but one net change of each balance. `move` does the same for one
 * transfer with an account lookup per side; this does the whole set in
 * `accounts + 1` statements: each account is updated by its natural key (kind, owner, currency),
 * which answers its id and new balance, then the transfer rows are inserted in one statement.
 *
 * The rules are the ledger's (ledger.ts): a player account never goes below zero, not even part
 * way through the set (the update's guard asks for the deepest point the set takes it to); the
 * results keep their precedence: a key already used with the same payload is `exists` and moves
 * nothing, with another payload `idempotency_key_reused`, then `insufficient_funds`.
 *
 * Account ids are kept per database (`hintsOf`) only to update accounts in id order, the
 * order `transfer` locks them in, so the two never wait on each other in opposite orders on
 * PostgreSQL. An id is never used alone to address money: a wrong hint can only change that
 * order, or fail the transaction below.
 *
 * In a transaction whose runner flushes deferred work before committing (a commit group, see
 * platform/db/before-commit.ts), system accounts (the game provider's, the house's: every round
 * of every player changes them) are not updated by each set: their net change is added up and
 * written once, just before the commit. Their ids come from a lookup in that transaction (kept
 * with what it owes, so a call rolled back to its savepoint takes them along), never from the
 * hints, and the final update names the account by id and natural key together. On PostgreSQL
 * their row lock is then held for that one statement and the commit, not for the rest of every
 * round. Player accounts are always updated at once: their guard must see the balance.
 */
import { ledgerMessages } from '@khela/contract';
import assert from 'node:assert/strict';
import type { Kysely, Transaction } from 'kysely';
import type { Paisa } from '@khela/contract';
import { deferredWork, type DeferredWork } from '../db/before-commit.js';
import { compiledOnce } from '../db/compiled-once.js';
import type { Database } from '../db/database.js';
import { isoNow } from '../db/time.js';
import { DomainError } from '../errors/domain-error.js';
import { ensureAccount, type LedgerTransfer } from './ledger.js';
import {
  isPlayerAccountKind,
  SYSTEM_OWNER_ID,
  type PlayerAccountKind,
  type SystemAccountKind,
} from './ledger-accounts.js';
import type { TransferCode } from './transfer-codes.js';

export type AccountRef = { kind: PlayerAccountKind; userId: number } | { kind: SystemAccountKind };

export interface Posting {
  from: AccountRef;
  to: AccountRef;
  amountPaisa: Paisa;
  code: TransferCode;
  idempotencyKey: string;
  reference?: string;
}

export interface PostedAccount {
  id: number;
  /** After the set; undefined for a system account whose change is deferred to the commit. */
  balancePaisa: number | undefined;
}

export type PostingResult =
  | {
      status: 'created';
      transfers: LedgerTransfer[];
      /** Each account after the set, by `accountKey`. */
      accounts: Map<string, PostedAccount>;
    }
  | { status: 'exists'; transfers: LedgerTransfer[] };

const IDEMPOTENCY_KEY_LENGTH_MAX = 200;
const ACCOUNT_HINTS_MAX = 100_000;

/**
 * account key → id per database (see the file's comment). A database is known by its Kysely
 * adapter, which its transactions share (as compiled-once.ts relies on).
 */
const hintsOfDatabase = new WeakMap<object, Map<string, number>>();

function hintsOf(trx: Transaction<Database>): Map<string, number> {
  const adapter = trx.getExecutor().adapter;
  let hints = hintsOfDatabase.get(adapter);
  if (!hints) {
    hints = new Map();
    hintsOfDatabase.set(adapter, hints);
  }
  return hints;
}

function ownerOf(ref: AccountRef): number {
  return 'userId' in ref ? ref.userId : SYSTEM_OWNER_ID;
}

export function accountKey(ref: AccountRef, currency: string): string {
  return `${ref.kind}:${ownerOf(ref)}:${currency}`;
}

interface AccountChange {
  ref: AccountRef;
  key: string;
  deltaPaisa: number;
  /** The balance the account needs before the set: its deepest point below the start. */
  requiredPaisa: number;
}

/** Each account's net change and the balance it needs, in the order the postings touch them. */
function changesOf(postings: readonly Posting[], currency: string): AccountChange[] {
  const changes = new Map<string, AccountChange>();
  const touch = (ref: AccountRef, amount: number) => {
    const key = accountKey(ref, currency);
    let change = changes.get(key);
    if (!change) {
      change = { ref, key, deltaPaisa: 0, requiredPaisa: 0 };
      changes.set(key, change);
    }
    change.deltaPaisa += amount;
    change.requiredPaisa = Math.max(change.requiredPaisa, -change.deltaPaisa);
  };
  for (const posting of postings) {
    touch(posting.from, 0 - Number(posting.amountPaisa));
    touch(posting.to, posting.amountPaisa);
  }
  return [...changes.values()];
}

const updateBalance = compiledOnce(
  (
    db: Kysely<Database>,
    deltaPaisa: number,
    kind: string,
    ownerId: number,
    currency: string,
    requiredPaisa: number,
  ) =>
    db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_paisa: eb('balance_paisa', '+', deltaPaisa) }))
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .where('currency', '=', currency)
      .where((eb) =>
        eb.or([eb('may_go_negative', '=', 1), eb('balance_paisa', '>=', requiredPaisa)]),
      )
      .returning(['id', 'balance_paisa']),
  // The account is named by its owner, so the balance cache drops that owner's balance only
  // (platform/db/changed-rows.ts); a round leaves every other player's cached balance alone.
  (_deltaPaisa, _kind, ownerId) => ({ accountOwners: [ownerId] }),
);

const selectAccount = compiledOnce(
  (db: Kysely<Database>, kind: string, ownerId: number, currency: string) =>
    db
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_paisa'])
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .where('currency', '=', currency),
);

function rememberId(trx: Transaction<Database>, key: string, id: number): void {
  const hints = hintsOf(trx);
  if (hints.get(key) === id) return;
  if (hints.size >= ACCOUNT_HINTS_MAX) hints.clear();
  hints.set(key, id);
}

const updateById = compiledOnce(
  (
    db: Kysely<Database>,
    deltaPaisa: number,
    id: number,
    kind: string,
    ownerId: number,
    currency: string,
  ) =>
    db
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_paisa: eb('balance_paisa', '+', deltaPaisa) }))
      .where('id', '=', id)
      .where('kind', '=', kind)
      .where('owner_id', '=', ownerId)
      .where('currency', '=', currency)
      .returning('id'),
  (_deltaPaisa, id) => ({ ledgerAccounts: [id] }),
);

interface NettedAccount {
  key: string;
  kind: SystemAccountKind;
  currency: string;
  id: number;
  deltaPaisa: number;
}

/** The system accounts' net changes a transaction owes, written once before its commit. */
class SystemNetting implements DeferredWork {
  private accounts = new Map<string, NettedAccount>();

  /** The id this transaction found for the account, when it owes it something. */
  idOf(key: string): number | undefined {
    return this.accounts.get(key)?.id;
  }

  add(account: Omit<NettedAccount, 'deltaPaisa'>, deltaPaisa: number): void {
    const owed = this.accounts.get(account.key);
    if (owed) owed.deltaPaisa += deltaPaisa;
    else this.accounts.set(account.key, { ...account, deltaPaisa });
  }

  mark(): NettedAccount[] {
    return [...this.accounts.values()].map((account) => ({ ...account }));
  }

  restore(mark: unknown): void {
    const accounts = mark as NettedAccount[];
    this.accounts = new Map(accounts.map((account) => [account.key, { ...account }]));
  }

  async flush(trx: Transaction<Database>): Promise<void> {
    const owed = [...this.accounts.values()].sort((left, right) => left.id - right.id);
    this.accounts.clear();
    for (const account of owed) {
      if (account.deltaPaisa === 0) continue;
      const result = await updateById(
        trx,
        account.deltaPaisa,
        account.id,
        account.kind,
        SYSTEM_OWNER_ID,
        account.currency,
      );
      // The id came from this transaction; anything else is a bug, and nothing may commit.
      if (result.length === 0) {
        throw new Error(`ledger account ${account.key} is not id ${account.id}; nothing committed`);
      }
    }
  }
}

/**
 * The id of a system account whose change is deferred, as this transaction sees it: once per
 * transaction (the netting keeps it), looked up and opened when needed.
 */
async function systemAccountId(
  trx: Transaction<Database>,
  netting: SystemNetting,
  change: AccountChange,
  currency: string,
): Promise<number> {
  const known = netting.idOf(change.key);
  if (known !== undefined) return known;
  const id = await ensureAccount(trx, change.ref.kind, SYSTEM_OWNER_ID, currency);
  rememberId(trx, change.key, id);
  return id;
}

/** Accounts without a hint are looked up once, so even the first set updates in id order. */
async function inIdOrder(
  trx: Transaction<Database>,
  changes: AccountChange[],
  currency: string,
): Promise<AccountChange[]> {
  const hints = hintsOf(trx);
  for (const change of changes) {
    if (hints.has(change.key)) continue;
    const [row] = await selectAccount(trx, change.ref.kind, ownerOf(change.ref), currency);
    if (row) rememberId(trx, change.key, row.id);
  }
  // An account not opened yet sorts last: nobody else can hold its lock.
  const idOf = (change: AccountChange) => hints.get(change.key) ?? Number.MAX_VALUE;
  return [...changes].sort((left, right) => idOf(left) - idOf(right));
}

/** Applies one account's change; false when its guard refused (the account lacks the funds). */
async function applyChange(
  trx: Transaction<Database>,
  change: AccountChange,
  currency: string,
): Promise<PostedAccount | undefined> {
  const ownerId = ownerOf(change.ref);
  const update = () =>
    updateBalance(trx, change.deltaPaisa, change.ref.kind, ownerId, currency, change.requiredPaisa);
  let [row] = await update();
  if (!row) {
    const [existing] = await selectAccount(trx, change.ref.kind, ownerId, currency);
    if (existing) return undefined;
    await ensureAccount(trx, change.ref.kind, ownerId, currency);
    [row] = await update();
    if (!row) return undefined;
  }
  rememberId(trx, change.key, row.id);
  return { id: row.id, balancePaisa: row.balance_paisa };
}

/** The transfers already recorded under the postings' keys, checked against their payloads. */
async function earlierTransfers(
  trx: Transaction<Database>,
  postings: readonly Posting[],
  accounts: (ref: AccountRef) => Promise<number | undefined>,
): Promise<LedgerTransfer[] | undefined> {
  const keys = postings.map((posting) => posting.idempotencyKey);
  const rows = await trx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where('idempotency_key', 'in', keys)
    .execute();
  if (rows.length === 0) return undefined;
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]));
  for (const posting of postings) {
    const row = byKey.get(posting.idempotencyKey);
    const same =
      row !== undefined &&
      row.amount_paisa === posting.amountPaisa &&
      row.code === posting.code &&
      row.debit_account_id === (await accounts(posting.from)) &&
      row.credit_account_id === (await accounts(posting.to));
    // A set is recorded whole or not at all, so a partial or different match is a reuse.
    if (!same) throw new DomainError('idempotency_key_reused', ledgerMessages.idempotencyKeyReused);
  }
  return postings.map((posting) => byKey.get(posting.idempotencyKey)!);
}

/**
 * Posts the transfers, all in `currency`, in the caller's transaction: every account's balance
 * changes once by its net amount, and one row per transfer is written. Answers the accounts'
 * ids and balances after the set, or `exists` when every key was recorded with the same payload.
 */
export async function postTransfers(
  trx: Transaction<Database>,
  currency: string,
  postings: readonly Posting[],
): Promise<PostingResult> {
  assert.ok(postings.length > 0, 'a posting needs at least one transfer');
  for (const posting of postings) {
    assert.ok(
      Number.isSafeInteger(posting.amountPaisa) && posting.amountPaisa > 0,
      'amount must be positive paisa',
    );
    assert.ok(
      accountKey(posting.from, currency) !== accountKey(posting.to, currency),
      'a transfer needs two accounts',
    );
    assert.ok(
      posting.idempotencyKey.length > 0 &&
        posting.idempotencyKey.length <= IDEMPOTENCY_KEY_LENGTH_MAX,
      'idempotency key length',
    );
    for (const ref of [posting.from, posting.to]) {
      assert.ok(
        isPlayerAccountKind(ref.kind) ? ownerOf(ref) > 0 : ownerOf(ref) === SYSTEM_OWNER_ID,
        'owner must match the account kind',
      );
    }
  }
  const accounts = new Map<string, PostedAccount>();
  const idOf = async (ref: AccountRef) => {
    const key = accountKey(ref, currency);
    const known = accounts.get(key)?.id;
    if (known !== undefined) return known;
    const [row] = await selectAccount(trx, ref.kind, ownerOf(ref), currency);
    return row?.id;
  };
  const netting = deferredWork(trx, 'ledger:system-accounts', () => new SystemNetting());
  const deferred = (change: AccountChange) =>
    netting !== undefined && !isPlayerAccountKind(change.ref.kind);
  const applied: AccountChange[] = [];
  /** Takes back the changes applied so far: the set moves nothing after all. */
  const undo = async () => {
    for (const change of applied) {
      const id = accounts.get(change.key)!.id;
      if (netting && deferred(change)) {
        netting.add(
          { key: change.key, kind: systemKind(change), currency, id },
          -change.deltaPaisa,
        );
      } else {
        await updateBalance(
          trx,
          -change.deltaPaisa,
          change.ref.kind,
          ownerOf(change.ref),
          currency,
          0,
        );
      }
    }
  };
  for (const change of await inIdOrder(trx, changesOf(postings, currency), currency)) {
    if (netting && deferred(change)) {
      const id = await systemAccountId(trx, netting, change, currency);
      netting.add({ key: change.key, kind: systemKind(change), currency, id }, change.deltaPaisa);
      accounts.set(change.key, { id, balancePaisa: undefined });
      applied.push(change);
      continue;
    }
    const posted = await applyChange(trx, change, currency);
    if (!posted) {
      await undo();
      // The precedence of the ledger's results: a repeat answers `exists` before a refusal.
      const earlier = await earlierTransfers(trx, postings, idOf);
      if (earlier) return { status: 'exists', transfers: earlier };
      throw new DomainError('insufficient_funds', ledgerMessages.insufficientFunds);
    }
    accounts.set(change.key, posted);
    applied.push(change);
  }
  const createdAt = isoNow();
  const rows = postings.map((posting) => ({
    idempotency_key: posting.idempotencyKey,
    debit_account_id: accounts.get(accountKey(posting.from, currency))!.id,
    credit_account_id: accounts.get(accountKey(posting.to, currency))!.id,
    amount_paisa: posting.amountPaisa,
    code: posting.code,
    reference: posting.reference ?? null,
    created_at: createdAt,
  }));
  const inserted = await trx
    .insertInto('ledger_transfers')
    .values(rows)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .execute();
  if (inserted.length === postings.length) {
    return { status: 'created', transfers: inserted, accounts };
  }
  // Some key was recorded before: the balances must not move for it. Undo this set's changes
  // (the rows just inserted go with the caller's rollback, or are checked below).
  const earlier = await earlierTransfers(
    trx,
    postings.filter(
      (posting) => !inserted.some((row) => row.idempotency_key === posting.idempotencyKey),
    ),
    idOf,
  );
  if (inserted.length > 0 || !earlier) {
    throw new DomainError('idempotency_key_reused', ledgerMessages.idempotencyKeyReused);
  }
  await undo();
  return { status: 'exists', transfers: earlier };
}

function systemKind(change: AccountChange): SystemAccountKind {
  assert.ok(!isPlayerAccountKind(change.ref.kind), 'only system accounts are netted');
  return change.ref.kind;
}
