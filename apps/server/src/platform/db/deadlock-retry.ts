/**
 * PostgreSQL ends a deadlock by aborting one of the transactions that wait on each other, and
 * asks the application to run it again. Money transactions lock several rows (a market, ledger
 * accounts, the player's row) whose order cannot always be the same: a settlement locks each
 * player's Main Wallet and then the house account, an adjustment locks the two in account-id
 * order. The losing transaction has changed nothing (it rolled back whole), so running its
 * callback again is safe: callbacks only work through `trx`, and what they tell the outside
 * (live events) is sent after the commit. A callback that counts into variables declared outside
 * it must start them afresh (see exchange recall and the market maker).
 */
import { randomInt } from 'node:crypto';
import { Kysely, type TransactionBuilder } from 'kysely';

/** deadlock_detected and serialization_failure: the transaction may simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 6;

export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

/** A Kysely whose transactions run again when PostgreSQL picks them as a deadlock's victim. */
export class DeadlockRetryingKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    const builder = super.transaction();
    const once = builder.execute.bind(builder);
    const execute: TransactionBuilder<DB>['execute'] = async (callback) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await once(callback);
        } catch (error) {
          if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
          // A short random pause, so the two transactions do not meet again in step.
          await new Promise((resolve) => setTimeout(resolve, randomInt(1, 10 * attempt)));
        }
      }
    };
    builder.execute = execute;
    return builder;
  }
}
