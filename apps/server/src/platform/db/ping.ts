/** A round trip to the database, for the health check. */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
