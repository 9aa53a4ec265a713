/** Every message the site sends, whatever the channel: the sandbox's outbox and the real adapters' log. */
import type { Generated } from 'kysely';

export type NotificationChannel = 'email' | 'sms';
export type NotificationStatus = 'sandbox' | 'queued' | 'sent' | 'failed';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  /** sandbox: kept here only; queued → sent or failed: handed to the real provider. */
  status: NotificationStatus;
  provider: string;
  error: string | null;
  created_at: string;
}

export interface NotifierTables {
  outbox_messages: OutboxMessagesTable;
}
