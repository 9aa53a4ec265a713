/**
 * The Crash engine now holds the generic named lease (`service_leases`, name `crash-engine`), so
 * its own lease table goes.
 */
import type { Kysely, Migration } from 'kysely';

export function dropCrashEngineLeaseMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('crash_engine_lease').ifExists().execute();
    },
  };
}
