/** Messages to one player, from the system (deposit approved, withdrawal rejected…) or an operator. */
import type { Generated } from 'kysely';

export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  message: string;
  is_read: number;
  source: 'system' | 'operator';
  created_at: string;
  deleted_at: string | null;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
}
