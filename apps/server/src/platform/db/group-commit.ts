/**
 * Group commit on SQLite: transactions asked for while one is running wait, then run one after
 * another inside a single SQLite transaction, each in its own savepoint, and share its one commit.
 * A commit is an fsync (`synchronous = FULL`), which on a plain disk costs more than a bet's whole
 * work; SQLite runs one transaction at a time on its one connection anyway, so nothing that ran
 * in parallel before runs in series now.
 *
 * Each callback sees exactly what a transaction of its own would: the ones before it in the group
 * are done, and a callback that throws is rolled back to its savepoint alone (the others keep
 * their writes). No caller hears its answer before the group's commit; if the commit fails, every
 * caller of the group gets the error, as each would have from its own commit. A callback must work
 * through `trx` only, as in any transaction.
 *
 * Every grouped transaction has a scope (before-commit.ts): work its calls defer (the ledger's
 * netted system accounts) is flushed once, after the last call and before the commit, and a call
 * rolled back to its savepoint takes its deferred work with it.
 *
 * `groupCommitted` gives PostgreSQL a transaction per call: its connections run transactions side
 * by side, and one group would put bets on different markets in one line. `commitLanes` gives a
 * caller several groups side by side instead (casino rounds on PostgreSQL: docs/performance.md).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { openTransactionScope } from './before-commit.js';
import type { Database } from './database.js';
import { isRetryableConflict } from './deadlock-retry.js';
import type { DialectName } from './dialect.js';

export type TransactionRunner = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** Enough to take the fsyncs out of the way; a group never waits to fill up. */
const GROUP_SIZE_MAX = 64;

interface Waiting {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class CommitGroups {
  /** Groups committed so far (for tests and measurements). */
  committedGroups = 0;
  private readonly waiting: Waiting[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: { releaseSavepoints: boolean } = { releaseSavepoints: true },
  ) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        void this.drain();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      // One turn of the event loop first: the requests in flight run their reads (which wait
      // for the connection like any query) up to their own transaction, and join this group.
      await new Promise((resolve) => setImmediate(resolve));
      let group: Waiting[] = [];
      let taken = false;
      let outcomes: Outcome[] = [];
      try {
        await this.db.transaction().execute(async (trx) => {
          // The group is whoever waits once the connection is ours: the calls that came while
          // the transaction waited for it join too. Taken by the first attempt only: a deadlock's
          // victim (PostgreSQL) runs this again, and must run the same calls, whose callers wait.
          if (!taken) {
            group = this.waiting.splice(0, GROUP_SIZE_MAX);
            taken = true;
          }
          outcomes = [];
          const scope = openTransactionScope(trx);
          if (group.length === 1) {
            // Alone, the transaction itself is the callback's: a throw rolls back all of it.
            outcomes.push({ ok: true, value: await group[0]!.work(trx) });
            await scope.flush(trx);
            return;
          }
          // On PostgreSQL savepoints are not released: the commit ends them all, and a release
          // costs each call a round trip. A later call's savepoint then nests in an earlier
          // one's, and rolling back to it still undoes that call alone. SQLite releases each:
          // its nested savepoints made a group's writes slower than the releases cost
          // (docs/performance.md).
          for (const [index, item] of group.entries()) {
            const savepoint = sql.raw(`grouped_${index}`);
            await sql`savepoint ${savepoint}`.execute(trx);
            const mark = scope.mark();
            try {
              outcomes.push({ ok: true, value: await item.work(trx) });
            } catch (error) {
              // A deadlock is the transaction's, not the call's: the rows it waited on may be
              // held for an earlier call of the group, so the call alone would meet it again.
              // The whole group runs again (deadlock-retry.ts), as one transaction would.
              if (isRetryableConflict(error)) throw error;
              await sql`rollback to savepoint ${savepoint}`.execute(trx);
              scope.restore(mark);
              outcomes.push({ ok: false, error });
            }
            if (this.options.releaseSavepoints)
              await sql`release savepoint ${savepoint}`.execute(trx);
          }
          await scope.flush(trx);
        });
        this.committedGroups += 1;
      } catch (error) {
        for (const item of group) item.reject(error);
        continue;
      }
      group.forEach((item, index) => {
        const outcome = outcomes[index]!;
        if (outcome.ok) item.resolve(outcome.value);
        else item.reject(outcome.error);
      });
    }
    this.draining = false;
  }
}

const groupsOfDatabase = new WeakMap<Kysely<Database>, CommitGroups>();

/** The database's commit groups on SQLite (one per database), created on first use. */
export function commitGroupsOf(db: Kysely<Database>): CommitGroups {
  let groups = groupsOfDatabase.get(db);
  if (!groups) {
    groups = new CommitGroups(db);
    groupsOfDatabase.set(db, groups);
  }
  return groups;
}

/**
 * Several commit groups side by side, for callers whose calls touch rows of one key (a player)
 * and otherwise only rows whose changes are deferred to the commit (the ledger's system
 * accounts): calls of one key always join the same lane, so two lanes' transactions never wait
 * on each other's player rows, and the busy system rows are locked only for each lane's flush
 * and commit. SQLite, with one connection, gets its one group whatever the number of lanes.
 */
export function commitLanes(
  db: Kysely<Database>,
  dialect: DialectName,
  lanes: number,
): (key: number) => TransactionRunner {
  if (dialect === 'sqlite') {
    const groups = commitGroupsOf(db);
    return () => (work) => groups.run(work);
  }
  const laneGroups = Array.from(
    { length: Math.max(1, lanes) },
    () => new CommitGroups(db, { releaseSavepoints: false }),
  );
  return (key) => {
    const groups = laneGroups[Math.abs(key) % laneGroups.length]!;
    return (work) => groups.run(work);
  };
}

/** Runs a transaction in a commit group on SQLite, or as its own on PostgreSQL. */
export function groupCommitted(db: Kysely<Database>, dialect: DialectName): TransactionRunner {
  if (dialect !== 'sqlite') return (work) => db.transaction().execute(work);
  const groups = commitGroupsOf(db);
  return (work) => groups.run(work);
}
