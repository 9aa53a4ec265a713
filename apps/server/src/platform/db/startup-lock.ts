/**
 * Start-up work that several server instances starting together on one PostgreSQL database must
 * do one at a time. The demo seed and the first operator each look for their rows and insert them
 * when missing: two instances doing that at once both insert, and one dies on a unique key. A
 * session-level advisory lock, held on one pinned connection while the work runs (the work itself
 * uses the pool), makes the second instance wait and then find the rows. SQLite is one process's
 * file and needs no lock. Migrations need none either: Kysely's migrator takes its own.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';

const STARTUP_LOCK_NAME = 'khela:startup';

export async function withStartupLock<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${STARTUP_LOCK_NAME}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${STARTUP_LOCK_NAME}))`.execute(connection);
    }
  });
}
