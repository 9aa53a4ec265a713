/**
 * A support chat can be taken by one operator (the desk's "Take this chat"), so two colleagues do
 * not answer the same player at once. Null: nobody has taken it.
 */
import type { Kysely, Migration } from 'kysely';

export function chatAssignmentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chats')
        .addColumn('assigned_operator_id', 'integer', (c) => c.references('operators.id'))
        .execute();
    },
  };
}
