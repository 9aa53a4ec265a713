/**
 * Opens the database named by DATABASE_URL: SQLite through better-sqlite3 (the embedded default)
 * or PostgreSQL through pg. Everything above this file is dialect-neutral Kysely.
 */
import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { watchCommits, type CommittedChangesListener } from './commit-watch.js';
import { cachePreparedStatements } from './statement-cache.js';
import { DeadlockRetryingKysely } from './deadlock-retry.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

const PG_INT8_OID = 20;
let int8ParserInstalled = false;

/** node-postgres returns bigint columns as strings; money is a safe integer, so parse it once here. */
function installInt8Parser(): void {
  if (int8ParserInstalled) return;
  pg.types.setTypeParser(PG_INT8_OID, (text: string) => {
    const value = Number(text);
    assert.ok(Number.isSafeInteger(value), `bigint ${text} exceeds the safe integer range`);
    return value;
  });
  int8ParserInstalled = true;
}

export interface OpenOptions {
  /** Hears what each commit changed among the balance poll's cached rows (commit-watch.ts). */
  onCommitted?: CommittedChangesListener;
}

export function openDatabase(databaseUrl: string, options: OpenOptions = {}): DatabaseHandle {
  const watched = (dialect: Dialect): Dialect =>
    options.onCommitted ? watchCommits(dialect, options.onCommitted) : dialect;
  if (databaseUrl.startsWith('file:')) {
    const filePath = databaseUrl.slice('file:'.length);
    if (filePath !== ':memory:') fs.mkdirSync(path.dirname(filePath), { recursive: true });
    const sqlite = new SQLite(filePath);
    // WAL for concurrent readers; FULL so a committed money transaction survives power loss.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    cachePreparedStatements(sqlite);
    return {
      db: new Kysely<Database>({ dialect: watched(new SqliteDialect({ database: sqlite })) }),
      dialect: 'sqlite',
    };
  }
  installInt8Parser();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server closes (a restart, a failover, a dropped test database) is an
  // 'error' event on the pool; unhandled, it would end the process. The pool discards that client
  // and the next query opens a fresh one, so a warning is all it deserves.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  return {
    db: new DeadlockRetryingKysely<Database>({ dialect: watched(new PostgresDialect({ pool })) }),
    dialect: 'postgres',
  };
}

/** True when an error is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
