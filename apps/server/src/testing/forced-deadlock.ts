/**
 * Makes transactions lose a deadlock on their first attempt, on either dialect, so a test can see
 * what a retried transaction callback does (platform/idempotency/README.md: every callback may run more than
 * once). Each transaction opened through the database while this is on runs its callback in full,
 * then ends with PostgreSQL's deadlock error, rolls back, and is run again by the production retry
 * loop (`DeadlockRetryingKysely`; borrowed on SQLite, which never deadlocks): the second attempt
 * commits. A callback that tells the outside world something, or collects into variables declared
 * outside it, shows it twice.
 */
import type { Kysely, TransactionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.js';
import { DeadlockRetryingKysely } from '../platform/db/deadlock-retry.js';

export interface ForcedDeadlocks {
  /** Callback runs so far, failed attempts included. */
  readonly attempts: number;
  /** Transactions that lost their first attempt so far. */
  readonly deadlocks: number;
  /** Back to ordinary transactions. */
  restore(): void;
}

/** The error PostgreSQL ends a deadlock's victim with (only `code` is looked at). */
export function deadlockDetected(): Error & { code: string } {
  return Object.assign(new Error('deadlock detected'), { code: '40P01' });
}

export function deadlockEveryFirstAttempt(db: Kysely<Database>): ForcedDeadlocks {
  // The production retry loop, on this database: it opens a plain transaction (`super`) and runs
  // it again while the error is a retryable conflict.
  const retryingClass = DeadlockRetryingKysely.prototype as DeadlockRetryingKysely<Database>;
  const retrying = (): TransactionBuilder<Database> => retryingClass.transaction.call(db);
  let attempts = 0;
  let deadlocks = 0;
  db.transaction = () => {
    const builder = retrying();
    const execute = builder.execute.bind(builder);
    const failingFirst: TransactionBuilder<Database>['execute'] = (callback) => {
      let failed = false;
      return execute(async (trx) => {
        attempts += 1;
        const answer = await callback(trx);
        if (!failed) {
          failed = true;
          deadlocks += 1;
          throw deadlockDetected();
        }
        return answer;
      });
    };
    builder.execute = failingFirst;
    return builder;
  };
  return {
    get attempts() {
      return attempts;
    },
    get deadlocks() {
      return deadlocks;
    },
    restore() {
      // The instance's own property goes; the class's method shows through again.
      delete (db as { transaction?: unknown }).transaction;
    },
  };
}
