/**
 * What "changes nothing" is checked against: every row that names a player (any table with a
 * `user_id` column, the player's own `users` row and ledger accounts), the row count of every table, and the
 * ledger check. Read through Kysely's introspection, so a table added later is covered too.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { checkLedger } from '../../apps/server/src/platform/ledger/invariant.js';

/**
 * Tables a refused call may legitimately write: rate-limit counters (counting refused attempts is
 * their point) and the audit log (failed operator sign-ins are audited on purpose).
 */
export const tablesRefusalsMayWrite: ReadonlySet<string> = new Set([
  'rate_limits',
  'rate_limit_hits',
  'audit_log',
]);

interface TableShape {
  name: string;
  hasUserId: boolean;
}

let tablesCache: TableShape[] | undefined;

async function tablesOf(db: Kysely<Database>): Promise<TableShape[]> {
  tablesCache ??= (await db.introspection.getTables())
    .filter((table) => !table.name.startsWith('kysely_'))
    .map((table) => ({
      name: table.name,
      hasUserId: table.columns.some((column) => column.name === 'user_id'),
    }));
  return tablesCache;
}

export interface Snapshot {
  counts: Record<string, number>;
  playerRows: Record<string, string>;
  ledgerOk: boolean;
}

export async function snapshot(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Snapshot> {
  const counts: Record<string, number> = {};
  const playerRows: Record<string, string> = {};
  for (const table of await tablesOf(db)) {
    if (tablesRefusalsMayWrite.has(table.name)) continue;
    const row = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    counts[table.name] = Number(row.rows[0]?.n ?? 0);
    if (table.hasUserId) {
      const rows = await sql`select * from ${sql.table(table.name)} where user_id in (${sql.join(
        userIds,
      )}) order by 1`.execute(db);
      playerRows[table.name] = JSON.stringify(rows.rows);
    }
  }
  const users =
    await sql`select * from users where id in (${sql.join(userIds)}) order by id`.execute(db);
  playerRows['users'] = JSON.stringify(users.rows);
  // Ledger accounts name their player by owner_id: the players' balances.
  const accounts =
    await sql`select * from ledger_accounts where kind like ${'player%'} and owner_id in (${sql.join(
      userIds,
    )}) order by id`.execute(db);
  playerRows['ledger_accounts'] = JSON.stringify(accounts.rows);
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
