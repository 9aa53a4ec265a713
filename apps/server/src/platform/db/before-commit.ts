/**
 * Work a transaction owes just before its commit, kept per transaction: the ledger nets the
 * changes of busy system accounts (posting.ts) and writes each once, at the end, so on PostgreSQL
 * their row lock is held for one statement and the commit instead of the whole transaction.
 *
 * Only a transaction opened by a runner that promises to finish it gets a scope (the commit
 * groups of group-commit.ts): `deferredWork` answers undefined anywhere else, and the caller then
 * does its work at once. The runner calls `mark` before each grouped call and `restore` when that
 * call is rolled back to its savepoint, so a failed call's deferred work goes with it, and `flush`
 * before the commit (a failing flush fails the transaction, as a failing commit would).
 *
 * The same scope keeps reads that a grouped transaction's calls would each repeat (the site's
 * rates, read by every settled round): read once per transaction, forgotten when the transaction
 * writes what they read or rolls a call back.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';

export interface DeferredWork {
  /** A copy of what is owed now. */
  mark(): unknown;
  /** Back to a copy made by `mark`. */
  restore(mark: unknown): void;
  /** Does what is owed, in the transaction, before it commits. */
  flush(trx: Transaction<Database>): Promise<void>;
}

export class TransactionScope {
  private readonly works = new Map<string, DeferredWork>();
  private readonly reads = new Map<string, Promise<unknown>>();

  /** The value of this name read once in this transaction. */
  readOnce<T>(name: string, read: () => Promise<T>): Promise<T> {
    let value = this.reads.get(name) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.reads.set(name, value);
      // A failed read is not kept: the next caller reads again.
      value.catch(() => this.reads.delete(name));
    }
    return value;
  }

  forgetRead(name: string): void {
    this.reads.delete(name);
  }

  /** The work of this name, made on first use. */
  work<T extends DeferredWork>(name: string, create: () => T): T {
    let work = this.works.get(name);
    if (!work) {
      work = create();
      this.works.set(name, work);
    }
    return work as T;
  }

  mark(): Map<string, unknown> {
    return new Map([...this.works].map(([name, work]) => [name, work.mark()]));
  }

  restore(mark: Map<string, unknown>): void {
    // A rolled-back call may have read what it had written itself.
    this.reads.clear();
    for (const [name, work] of [...this.works]) {
      // Work first asked for after the mark was made owes nothing at the mark.
      if (!mark.has(name)) this.works.delete(name);
      else work.restore(mark.get(name));
    }
  }

  async flush(trx: Transaction<Database>): Promise<void> {
    for (const work of this.works.values()) await work.flush(trx);
  }
}

const scopes = new WeakMap<Transaction<Database>, TransactionScope>();

/** Opens the scope of a transaction; its runner must `flush` it before committing. */
export function openTransactionScope(trx: Transaction<Database>): TransactionScope {
  const scope = new TransactionScope();
  scopes.set(trx, scope);
  return scope;
}

/** The deferred work of this name in the transaction, or undefined when nobody will flush it. */
export function deferredWork<T extends DeferredWork>(
  trx: Transaction<Database>,
  name: string,
  create: () => T,
): T | undefined {
  return scopes.get(trx)?.work(name, create);
}

/**
 * A read made once per grouped transaction (see the file's comment); anywhere else, made each
 * time. Only for values the transaction's calls may see a few milliseconds old, as they would
 * from a transaction that read them at its start.
 */
export function readOncePerTransaction<T>(
  db: Kysely<Database>,
  name: string,
  read: () => Promise<T>,
): Promise<T> {
  const scope = scopes.get(db as Transaction<Database>);
  return scope ? scope.readOnce(name, read) : read();
}

/** Forgets a read of this name: the transaction has just written what it read. */
export function forgetTransactionRead(db: Kysely<Database>, name: string): void {
  scopes.get(db as Transaction<Database>)?.forgetRead(name);
}
