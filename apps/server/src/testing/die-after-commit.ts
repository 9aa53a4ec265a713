/**
 * The process dying right after a transaction commits, before anything else the request would
 * have done (mark its Idempotency-Key done, read a balance, answer): the next transaction opened
 * through the database commits, then its caller gets an error instead of its answer, and the
 * database is back to ordinary transactions. A keyed call must then answer its retry with the
 * stored answer, having run once (platform/idempotency/README.md).
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Kysely, TransactionBuilder } from 'kysely';
import type { Database } from '../platform/db/database.js';

export const PROCESS_DIED = 'the process died after the commit';

export interface DeathAfterCommit {
  /** Whether a transaction has committed and died since. */
  readonly died: boolean;
  /** Back to ordinary transactions (done by the death itself; for a test that never got there). */
  restore(): void;
}

export function dieAfterNextCommit(db: Kysely<Database>): DeathAfterCommit {
  // Whatever opens transactions now (the class's method, or forced deadlocks' own property) is
  // what the death wraps and what comes back after it.
  const own = Object.getOwnPropertyDescriptor(db, 'transaction');
  const opening: () => TransactionBuilder<Database> = db.transaction.bind(db);
  let died = false;
  const restore = () => {
    if (own) Object.defineProperty(db, 'transaction', own);
    else delete (db as { transaction?: unknown }).transaction;
  };
  db.transaction = () => {
    restore();
    const builder: TransactionBuilder<Database> = opening();
    const execute = builder.execute.bind(builder);
    const dying: TransactionBuilder<Database>['execute'] = async (callback) => {
      await execute(callback);
      died = true;
      throw new Error(PROCESS_DIED);
    };
    builder.execute = dying;
    return builder;
  };
  return {
    get died() {
      return died;
    },
    restore,
  };
}

/**
 * Sends a call whose process dies right after its transaction commits, then sends it again, as a
 * client does when its connection dropped.
 */
export async function sentAgainAfterDeathAtCommit(
  db: Kysely<Database>,
  send: () => Promise<LightMyRequestResponse>,
): Promise<{ died: boolean; cutOff: LightMyRequestResponse; retried: LightMyRequestResponse }> {
  const death = dieAfterNextCommit(db);
  const cutOff = await send().finally(() => death.restore());
  return { died: death.died, cutOff, retried: await send() };
}

/**
 * The promise a keyed call keeps when its process dies at the commit: the cut-off call got a bare
 * 500, its retry the stored answer (`status`), marked replayed. Answers the retry.
 */
export async function replayedAfterDeathAtCommit(
  db: Kysely<Database>,
  send: () => Promise<LightMyRequestResponse>,
  status = 200,
): Promise<LightMyRequestResponse> {
  const { died, cutOff, retried } = await sentAgainAfterDeathAtCommit(db, send);
  expect([died, cutOff.statusCode]).toEqual([true, 500]);
  expect(retried.statusCode, retried.body).toBe(status);
  expect(retried.headers['idempotent-replayed']).toBe('true');
  return retried;
}

/** The stored record of `key` in `scope`, if any. */
export function idempotencyRecord(db: Kysely<Database>, scope: string, key: string) {
  return db
    .selectFrom('idempotent_requests')
    .select(['state', 'response_status'])
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Expects the keyed call's record done, its answer's status stored: the record of `key` in `scope`,
 * or in whichever scope the call was keyed to (an operator's) when none is named.
 */
export async function expectStoredAnswer(
  db: Kysely<Database>,
  key: string,
  expected: { scope?: string; status?: number } = {},
): Promise<void> {
  let record = db
    .selectFrom('idempotent_requests')
    .select(['state', 'response_status'])
    .where('idempotency_key', '=', key);
  if (expected.scope !== undefined) record = record.where('scope', '=', expected.scope);
  expect(await record.executeTakeFirst()).toEqual({
    state: 'done',
    response_status: expected.status ?? 200,
  });
}
