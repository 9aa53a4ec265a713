/**
 * Named leases: a background job that must run on one server instance at a time (the exchange's
 * odds feed) holds its lease by name and renews it while it runs; another instance takes it over
 * once it expires.
 */
import type { Kysely, Migration } from 'kysely';

export function serviceLeasesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('service_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
