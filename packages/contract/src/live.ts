/**
 * The live event stream (`GET /api/stream`, Server-Sent Events) for the signed-in player: its
 * timings and limits, and the events other areas announce on it. The spec polls; screens listen
 * here and fall back to its polling while the stream is down (ARCHITECTURE: live data).
 */
import { z } from 'zod';
import { inboxMessageSchema } from './inbox.js';

export const LIVE_STREAM_PATH = '/api/stream';
/** A comment line this often keeps proxies from closing an idle stream and proves it is alive. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** The `retry:` hint: how long a browser waits before it reconnects after a dropped stream. */
export const LIVE_RETRY_MS = 3_000;
/** A stream silent this long (two heartbeats and a margin) is dead, whatever the socket says. */
export const LIVE_SILENCE_LIMIT_MS = 2 * LIVE_HEARTBEAT_MS + 5_000;
/** Open streams one player may hold on one server (tabs, phones); one more is refused. */
export const LIVE_STREAMS_PER_PLAYER_MAX = 5;

/** Event names: a word, then dot-separated words (`inbox.message`); no spaces or line breaks. */
export const LIVE_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_-]*(\.[a-z0-9_-]+)*$/;

export const liveMessages = {
  /** Our wording, while the server is shutting down and takes no new stream. */
  unavailable: 'Live updates are not available right now.',
  /** Our wording, for a stream refused because the player already holds the maximum. */
  tooManyStreams: 'Too many live connections are open. Please close another tab and try again.',
} as const;

export const liveEvents = {
  /** Sent first on every stream: the stream is open (screens refresh what they missed). */
  ready: 'ready',
  /** A new inbox message: the message itself. */
  inboxMessage: 'inbox.message',
  /** Messages were read or deleted on another screen or phone. */
  inboxChanged: 'inbox.changed',
} as const;

export const liveReadyEventSchema = z.object({});

export const inboxMessageEventSchema = inboxMessageSchema;
export type InboxMessageEvent = z.infer<typeof inboxMessageEventSchema>;

export const inboxChangedEventSchema = z.object({
  ids: z.array(z.number().int()),
  change: z.enum(['read', 'deleted']),
});
export type InboxChangedEvent = z.infer<typeof inboxChangedEventSchema>;
