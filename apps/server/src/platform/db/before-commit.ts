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
 */
import type { Transaction } from 'kysely';
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
