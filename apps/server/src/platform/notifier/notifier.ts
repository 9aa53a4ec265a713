/**
 * Outgoing e-mail and SMS. Every message is recorded in the outbox table; the sandbox stops there
 * (the operator console and tests read it), SMTP and the HTTP SMS gateway also deliver it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { isoNow } from '../db/time.js';
import type { NotificationChannel, NotificationStatus } from './tables.js';

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
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

export function createNotifier(
  db: Kysely<Database>,
  transports: { email?: EmailTransport; sms?: SmsTransport },
  log: (entry: object, message: string) => void = () => undefined,
): Notifier {
  async function record(
    channel: NotificationChannel,
    recipient: string,
    subject: string | null,
    body: string,
    status: NotificationStatus,
    provider: string,
    error: string | null,
  ): Promise<void> {
    await db
      .insertInto('outbox_messages')
      .values({ channel, recipient, subject, body, status, provider, error, created_at: isoNow() })
      .execute();
  }

  async function deliver(
    channel: NotificationChannel,
    recipient: string,
    subject: string | null,
    body: string,
    transport: { name: string; send(): Promise<void> } | undefined,
  ): Promise<void> {
    if (!transport) {
      await record(channel, recipient, subject, body, 'sandbox', 'sandbox', null);
      // Like a mail catcher: in the sandbox the log is where a developer reads the message.
      log({ channel, recipient, subject, body }, 'sandbox outbox: message recorded, not delivered');
      return;
    }
    try {
      await transport.send();
      await record(channel, recipient, subject, body, 'sent', transport.name, null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await record(
        channel,
        recipient,
        subject,
        body,
        'failed',
        transport.name,
        reason.slice(0, 500),
      );
      log({ channel, provider: transport.name, reason }, 'notification delivery failed');
      throw error;
    }
  }

  return {
    isSandbox: !transports.email && !transports.sms,
    sendEmail: (message) =>
      deliver(
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
      deliver(
        'sms',
        message.to,
        null,
        message.text,
        transports.sms && { name: transports.sms.name, send: () => transports.sms!.send(message) },
      ),
  };
}
