/**
 * The player's inbox. Other features write to it through `sendInboxMessage`, inside their own
 * database transaction, so a message exists exactly when the change it reports does.
 */
import type { Executor } from '../../platform/ledger/ledger.js';
import { isoNow } from '../../platform/db/time.js';

export async function sendInboxMessage(
  executor: Executor,
  message: { userId: number; title: string; message: string; source: 'system' | 'operator' },
): Promise<void> {
  await executor
    .insertInto('inbox_messages')
    .values({
      user_id: message.userId,
      title: message.title,
      message: message.message,
      is_read: 0,
      source: message.source,
      created_at: isoNow(),
      deleted_at: null,
    })
    .execute();
}
