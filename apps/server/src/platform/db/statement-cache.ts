/**
 * Keeps SQLite's prepared statements by SQL text. Kysely's SQLite driver prepares every query
 * afresh; the /api/balance benchmark's profile showed better-sqlite3 preparing taking longer than
 * running the two queries of a request. A statement is reused only when it is not in use (an
 * iterating stream holds it busy); the oldest is dropped past `limit`, since the texts are the
 * app's own queries and a few hundred cover them.
 */
import type SQLite from 'better-sqlite3';

export const STATEMENT_CACHE_LIMIT = 500;

export function cachePreparedStatements(
  sqlite: SQLite.Database,
  limit = STATEMENT_CACHE_LIMIT,
): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  const cached = (source: string): SQLite.Statement => {
    const found = statements.get(source);
    if (found && !found.busy) return found;
    const statement = prepare(source);
    statements.delete(source);
    statements.set(source, statement);
    if (statements.size > limit) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  // The driver calls db.prepare(sql) for every query; the same signature, answered from the cache.
  sqlite.prepare = cached as typeof sqlite.prepare;
}
