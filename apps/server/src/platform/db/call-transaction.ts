/**
 * How a money call opens its one transaction. A service takes one of these so the route can hand
 * it the Idempotency-Key's transaction (`runIdempotentTransaction`: the key's claim is its first
 * statement and the stored answer its last, so the key and the money commit together); without
 * one the service opens a plain transaction. The callback may run more than once (a deadlock's
 * victim runs again, see deadlock-retry.ts), so it works only through `trx`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database.js';

export type CallTransaction<T> = (work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

export function plainTransaction<T>(db: Kysely<Database>): CallTransaction<T> {
  return (work) => db.transaction().execute(work);
}
