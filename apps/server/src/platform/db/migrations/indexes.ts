/** The plain index a migration adds after a table, in one call: its name, its table, its columns. */
import type { Kysely } from 'kysely';

export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}
