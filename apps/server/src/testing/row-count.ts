/**
 * How many rows of a table match some columns' values: the check a test makes after a call that
 * must have written once (one deposit, one bet, one audit entry), whatever else the rows hold.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/database.js';

type ColumnValues<T extends keyof Database> = Partial<
  Record<keyof Database[T] & string, string | number>
>;

export async function countRows<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  where: ColumnValues<T>,
): Promise<number> {
  const conditions = Object.entries(where).map(
    ([column, value]) => sql`${sql.ref(column)} = ${value}`,
  );
  const result = await sql<{ total: number | string }>`select count(*) as total from ${sql.table(
    table,
  )} where ${sql.join(conditions, sql` and `)}`.execute(db);
  return Number(result.rows[0]?.total);
}
