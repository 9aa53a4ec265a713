/** A stored inbox row as the contract's message (the API's answers and the live event alike). */
import type { InboxMessage } from '@khela/contract';
import type { InboxMessageRow } from './tables.js';

export function toInboxMessage(row: InboxMessageRow): InboxMessage {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    created_at: row.created_at,
    is_read: row.is_read === 1,
  };
}
