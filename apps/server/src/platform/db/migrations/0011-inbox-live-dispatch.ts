/**
 * New inbox messages are announced on the live stream after their transaction commits: a message
 * is written with `published_at` empty, and the inbox dispatcher publishes it and fills the
 * column. Messages written before this migration count as announced.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function inboxLiveDispatchMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('inbox_messages').addColumn('published_at', 'text').execute();
      await sql`update inbox_messages set published_at = created_at`.execute(db);
      // The dispatcher asks for the unannounced few every second; this keeps that a tiny lookup.
      await db.schema
        .createIndex('inbox_messages_unpublished')
        .on('inbox_messages')
        .column('id')
        .where(sql.ref('published_at'), 'is', null)
        .execute();
    },
  };
}
