/** Messages to one player, from the system (deposit approved, withdrawal rejected…) or an operator. */
import type { Generated, Selectable } from 'kysely';

export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  is_read: number;
  source: 'system' | 'operator';
  created_at: string;
  deleted_at: string | null;
  /** When the live stream was told of it; null until the dispatcher publishes it. */
  published_at: string | null;
}

export type InboxMessageRow = Selectable<InboxMessagesTable>;

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends InboxTables {}
}
