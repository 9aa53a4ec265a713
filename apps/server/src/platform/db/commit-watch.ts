/**
 * Tells a listener what each commit changed among the rows the balance poll's cache holds
 * (changed-rows.ts), from under Kysely: every statement of the app reaches the database through
 * its driver's connections, whichever way its transaction was opened (`transaction().execute`,
 * commit groups, the idempotency key's transaction, a retried deadlock victim, a test writing
 * through `context.db`), so no path can write those rows unseen.
 *
 * - In a transaction, changes are collected and given to the listener once the commit has
 *   returned (also when it failed: the outcome is then unknown). A rollback drops them.
 * - Outside one, a write commits by itself: the listener hears it right after the statement, and
 *   again when the connection is released, in case the statement ran inside a transaction begun
 *   with raw SQL (committed by then).
 * - What the listener returns (its publishing to the other instances) is awaited after the
 *   connection is handed back, so the caller of the transaction hears of its commit only once the
 *   other instances were told, without holding the connection meanwhile. It never fails the
 *   caller: the commit has happened.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { changedRowsOf, mergeChangedRows, type ChangedRows } from './changed-rows.js';

/** Hears committed changes; applies them locally before returning, then may publish. */
export type CommittedChangesListener = (changes: ChangedRows) => void | Promise<void>;

/** Most releases follow reads, which told nothing. */
const NOTHING_TO_WAIT_FOR = Promise.resolve();

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** Changes of the open transaction, told at its commit. */
  private collected: ChangedRows | undefined;
  /** Changes written outside a driver transaction, told again at release. */
  private sinceAcquired: ChangedRows | undefined;
  /** The listener's publishing still under way, awaited at release. */
  private telling: Promise<void>[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly listener: CommittedChangesListener,
  ) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const changes = changedRowsOf(query);
    if (changes === undefined) return this.inner.executeQuery<Row>(query);
    if (this.inTransaction) {
      this.collected = mergeChangedRows(this.collected, changes);
      return this.inner.executeQuery<Row>(query);
    }
    try {
      return await this.inner.executeQuery<Row>(query);
    } finally {
      this.sinceAcquired = mergeChangedRows(this.sinceAcquired, changes);
      this.tell(changes);
    }
  }

  async *streamQuery<Row>(query: CompiledQuery, chunkSize?: number) {
    const changes = changedRowsOf(query);
    if (changes !== undefined && this.inTransaction) {
      this.collected = mergeChangedRows(this.collected, changes);
    }
    try {
      yield* this.inner.streamQuery<Row>(query, chunkSize);
    } finally {
      if (changes !== undefined && !this.inTransaction) {
        this.sinceAcquired = mergeChangedRows(this.sinceAcquired, changes);
        this.tell(changes);
      }
    }
  }

  began(): void {
    this.inTransaction = true;
    this.collected = undefined;
  }

  ended(committed: boolean): void {
    this.inTransaction = false;
    const changes = this.collected;
    this.collected = undefined;
    if (committed && changes !== undefined) this.tell(changes);
  }

  /**
   * At release: what was written outside a transaction is told again (a transaction begun with
   * raw SQL has ended by now); answers the publishing still under way.
   */
  releasing(): Promise<void> {
    const changes = this.sinceAcquired;
    this.sinceAcquired = undefined;
    if (changes !== undefined) this.tell(changes);
    if (this.telling.length === 0) return NOTHING_TO_WAIT_FOR;
    const telling = this.telling;
    this.telling = [];
    return Promise.allSettled(telling).then(() => undefined);
  }

  private tell(changes: ChangedRows): void {
    try {
      const told = this.listener(changes);
      if (told !== undefined) this.telling.push(told);
    } catch {
      // The listener reports its own failures; a commit that happened must not look failed.
    }
  }
}

class WatchingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly listener: CommittedChangesListener,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // One wrapper per lease: SQLite hands the same connection to one holder after another, and
    // what a holder wrote must be told at its own release.
    return new WatchedConnection(await this.inner.acquireConnection(), this.listener);
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const watched = connection as WatchedConnection;
    await this.inner.beginTransaction(watched.inner, settings);
    watched.began();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.commitTransaction(watched.inner);
    } finally {
      // A failed commit may still have committed (the connection dropped on the way back).
      watched.ended(true);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    try {
      await this.inner.rollbackTransaction(watched.inner);
    } finally {
      watched.ended(false);
    }
  }

  savepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this driver');
    return this.inner.savepoint(
      (connection as WatchedConnection).inner,
      savepointName,
      compileQuery,
    );
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) {
      throw new Error('savepoints are not supported by this driver');
    }
    // The changes collected since the savepoint stay collected: telling too much is harmless.
    return this.inner.rollbackToSavepoint(
      (connection as WatchedConnection).inner,
      savepointName,
      compileQuery,
    );
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) {
      throw new Error('savepoints are not supported by this driver');
    }
    return this.inner.releaseSavepoint(
      (connection as WatchedConnection).inner,
      savepointName,
      compileQuery,
    );
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const watched = connection as WatchedConnection;
    const told = watched.releasing();
    await this.inner.releaseConnection(watched.inner);
    await told;
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver watched: `listener` hears every commit's changed cached rows. */
export function watchCommits(dialect: Dialect, listener: CommittedChangesListener): Dialect {
  return {
    createDriver: () => new WatchingDriver(dialect.createDriver(), listener),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
