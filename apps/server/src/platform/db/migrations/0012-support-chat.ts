/**
 * The support chat: one conversation per player with the support desk, and its messages. A
 * message is the player's or the desk's; a desk reply names the operator who wrote it. The desk's
 * read marker is the id of the last player message an operator marked read, so unread counts are
 * counted, never kept as a number that could drift.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function supportChatMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('chats'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().unique().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_activity_at', 'text', (c) => c.notNull())
        .addColumn('last_message_id', big)
        .addColumn('support_read_message_id', big, (c) => c.notNull().defaultTo(0))
        .execute();
      // The desk's list: newest activity first.
      await createIndex(db, 'chats_last_activity', 'chats', ['last_activity_at', 'id']);

      await withIdColumn(db.schema.createTable('chat_messages'), dialect)
        .addColumn('chat_id', big, (c) => c.notNull().references('chats.id'))
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('operator_id', big, (c) => c.references('operators.id'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'chat_messages_sender',
          sql.raw(
            "(sender = 'player' and operator_id is null) or (sender = 'support' and operator_id is not null)",
          ),
        )
        .execute();
      // A thread page, and the unread count (the player's messages after the read marker).
      await createIndex(db, 'chat_messages_chat', 'chat_messages', ['chat_id', 'id']);
    },
  };
}
