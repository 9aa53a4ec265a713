/**
 * What "changes nothing" is checked against: every row that names a player (any table with a
 * `user_id` column, the player's own `users` row and ledger accounts), the row count of every
 * table, and the ledger check. Read through Kysely's introspection, so a table added later is
 * covered too, and in one statement, so it can be taken after each of thousands of calls.
 */
import { sql, type CompiledQuery, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { checkLedger } from '../../apps/server/src/platform/ledger/invariant.js';
import { testDialect } from '../../apps/server/src/testing/build-test-app.js';

/** The audit log: failed operator sign-ins are audited on purpose, so refusals may write it. */
export const tablesRefusalsMayWrite: ReadonlySet<string> = new Set(['audit_log']);

/**
 * Columns any call that carries a live token may move, refused or not: a game launch's idle expiry
 * slides forward when a call comes after a while (casino/launch-sessions.ts), as a keep-alive.
 */
const columnsUseMayMove: Readonly<Record<string, readonly string[]>> = {
  casino_launch_sessions: ['expires_at'],
};

export interface Snapshot {
  counts: Record<string, number>;
  playerRows: Record<string, string>;
  ledgerOk: boolean;
}

/** All of a query's rows as one JSON text, in a stable order. */
function rowsAsJson(table: string, columns: readonly string[], where: RawBuilder<unknown>) {
  const kept = columns.filter((column) => !columnsUseMayMove[table]?.includes(column));
  const values = sql.join(kept.map((column) => sql.ref(column)));
  if (testDialect === 'postgres') {
    return sql`(select coalesce(json_agg(t order by t::text)::text, '[]') from (select ${values} from ${sql.table(table)} where ${where}) t)`;
  }
  return sql`(select coalesce(json_group_array(json_array(${values})), '[]') from (select * from ${sql.table(table)} where ${where} order by 1))`;
}

let statementOf: ((userIds: readonly number[]) => RawBuilder<Record<string, unknown>>) | undefined;

async function prepare(db: Kysely<Database>) {
  const tables = (await db.introspection.getTables()).filter(
    (table) => !table.name.startsWith('kysely_') && !tablesRefusalsMayWrite.has(table.name),
  );
  return (userIds: readonly number[]) => {
    const ids = sql.join(userIds);
    const parts: RawBuilder<unknown>[] = [];
    for (const table of tables) {
      const columns = table.columns.map((column) => column.name);
      parts.push(
        sql`(select count(*) from ${sql.table(table.name)}) as ${sql.ref(`count:${table.name}`)}`,
      );
      if (columns.includes('user_id')) {
        parts.push(
          sql`${rowsAsJson(table.name, columns, sql`user_id in (${ids})`)} as ${sql.ref(`rows:${table.name}`)}`,
        );
      }
      if (table.name === 'users') {
        parts.push(
          sql`${rowsAsJson('users', columns, sql`id in (${ids})`)} as ${sql.ref('rows:users')}`,
        );
      }
      if (table.name === 'ledger_accounts') {
        // Ledger accounts name their player by owner_id: the players' balances.
        const where = sql`kind like ${'player%'} and owner_id in (${ids})`;
        parts.push(
          sql`${rowsAsJson('ledger_accounts', columns, where)} as ${sql.ref('rows:ledger_accounts')}`,
        );
      }
    }
    return sql<Record<string, unknown>>`select ${sql.join(parts)}`;
  };
}

const compiled = new Map<string, CompiledQuery<Record<string, unknown>>>();

export async function snapshot(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Snapshot> {
  statementOf ??= await prepare(db);
  const key = userIds.join(',');
  let query = compiled.get(key);
  if (!query) {
    query = statementOf(userIds).compile(db);
    compiled.set(key, query);
  }
  const result = await db.executeQuery(query);
  const row = result.rows[0] ?? {};
  const counts: Record<string, number> = {};
  const playerRows: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('count:')) counts[key.slice('count:'.length)] = Number(value);
    else playerRows[key.slice('rows:'.length)] = String(value);
  }
  const ledger = await checkLedger(db);
  return { counts, playerRows, ledgerOk: ledger.ok };
}

/**
 * The tables whose rows or counts differ, as `table` names; `rowsOnly` compares only the players'
 * rows (when other callers may legitimately add rows of their own meanwhile).
 */
export function changedTables(before: Snapshot, after: Snapshot, rowsOnly = false): string[] {
  const changed = new Set<string>();
  for (const [table, count] of Object.entries(after.counts)) {
    if (!rowsOnly && before.counts[table] !== count) changed.add(table);
  }
  for (const [table, rows] of Object.entries(after.playerRows)) {
    if (before.playerRows[table] !== rows) changed.add(table);
  }
  if (before.ledgerOk !== after.ledgerOk) changed.add('ledger check');
  return [...changed];
}

/**
 * A cheap "was anything written?": SQLite's count of rows changed on the app's one connection
 * (the test database is in memory, so there is only one). PostgreSQL has no exact equivalent, so
 * there every check takes the full snapshot.
 */
export async function writeCounter(db: Kysely<Database>): Promise<number | undefined> {
  if (testDialect === 'postgres') return undefined;
  const result = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
