/**
 * Outgoing e-mail and SMS. Every message is recorded in the outbox table; the sandbox stops there
 * (the operator console and tests read it), SMTP and the HTTP SMS gateway also deliver it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { isoNow } from '../db/time.js';
import type { NotificationChannel, NotificationStatus } from './tables.js';
import { updateRows } from '../../platform/db/table-rows.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
}

/** A provider that delivers one channel; throws when the provider refuses or is unreachable. */
export interface EmailTransport {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export interface SmsTransport {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface Notifier {
  /** True when nothing leaves the machine; screens and docs label it as sandbox. */
  readonly isSandbox: boolean;
  /**
   * Records the message and returns; delivery runs in the background, so a caller's answer (and
   * its timing) never depends on a provider, and a provider failure never reaches the caller.
   */
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
  /** Waits for deliveries under way: for graceful shutdown and tests. */
  flush(): Promise<void>;
}

export function createNotifier(
  db: Kysely<Database>,
  transports: { email?: EmailTransport; sms?: SmsTransport },
  log: (entry: object, message: string) => void = () => undefined,
): Notifier {
  const inFlight = new Set<Promise<void>>();

  async function record(
    channel: NotificationChannel,
    recipient: string,
    subject: string | null,
    body: string,
    status: NotificationStatus,
    provider: string,
  ): Promise<number> {
    const row = await db
      .insertInto('outbox_messages')
      .values({
        channel,
        recipient,
        subject,
        body,
        status,
        provider,
        error: null,
        created_at: isoNow(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function deliverInBackground(
    outboxId: number,
    channel: NotificationChannel,
    transport: { name: string; send(): Promise<void> },
  ): Promise<void> {
    try {
      await transport.send();
      await updateRows(db, 'outbox_messages', { status: 'sent' }, { id: outboxId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log({ channel, provider: transport.name, outboxId, reason }, 'notification delivery failed');
      await db
        .updateTable('outbox_messages')
        .set({ status: 'failed', error: reason.slice(0, 500) })
        .where('id', '=', outboxId)
        .execute()
        .catch((updateError: unknown) =>
          log({ outboxId, updateError }, 'could not record the failure'),
        );
    }
  }

  async function send(
    channel: NotificationChannel,
    recipient: string,
    subject: string | null,
    body: string,
    transport: { name: string; send(): Promise<void> } | undefined,
  ): Promise<void> {
    if (!transport) {
      await record(channel, recipient, subject, body, 'sandbox', 'sandbox');
      // Like a mail catcher: in the sandbox the log is where a developer reads the message.
      log({ channel, recipient, subject, body }, 'sandbox outbox: message recorded, not delivered');
      return;
    }
    const outboxId = await record(channel, recipient, subject, body, 'queued', transport.name);
    const delivery = deliverInBackground(outboxId, channel, transport);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  return {
    isSandbox: !transports.email && !transports.sms,
    sendEmail: (message) =>
      send(
        'email',
        message.to,
        message.subject,
        message.text,
        transports.email && {
          name: transports.email.name,
          send: () => transports.email!.send(message),
        },
      ),
    sendSms: (message) =>
      send(
        'sms',
        message.to,
        null,
        message.text,
        transports.sms && { name: transports.sms.name, send: () => transports.sms!.send(message) },
      ),
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
