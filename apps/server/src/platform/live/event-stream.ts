/**
 * One open Server-Sent Events response: subscribed to one pub/sub channel, it writes each event
 * published there, a heartbeat comment every `heartbeatMs`, and ends cleanly when the client
 * leaves, when `close()` is called (shutdown, a revoked session) or when the client stops reading.
 *
 * The response is taken over from Fastify (`reply.hijack()`): Fastify would otherwise wait for a
 * payload that never comes. Headers Fastify's hooks already set (security headers, CORS) are kept.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PubSub } from '../pubsub/pubsub.js';
import { frameOfMessage } from './message-frame.js';
import { sseComment, sseEvent, sseRetry } from './sse-frames.js';

/**
 * Written-but-unsent bytes past this mean the client has stopped reading (a dead phone link the
 * kernel has not noticed yet); the stream ends rather than hold memory for it.
 */
export const STREAM_BUFFER_LIMIT_BYTES = 256 * 1024;

export interface EventStreamOptions {
  pubsub: PubSub;
  channel: string;
  heartbeatMs: number;
  retryMs: number;
  /** Written once the stream is open, so the client knows it is and refreshes what it missed. */
  readyEvent: string;
  /** Asked after every heartbeat; false (the session has ended) closes the stream. */
  stillAllowed?: () => Promise<boolean>;
  /** Problems that end a stream but are not the client's doing (a failed unsubscribe). */
  onError?: (error: unknown) => void;
}

export interface OpenEventStream {
  /** Ends the response; safe to call more than once. Resolves once unsubscribed. */
  close(): Promise<void>;
  /** Settles when the stream has ended for any reason. */
  readonly ended: Promise<void>;
}

/**
 * Subscribes first, so a pub/sub that is down fails the request with an ordinary error answer
 * (the client then polls) instead of an open stream that would never carry anything.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): Promise<OpenEventStream> {
  const response = reply.raw;
  let isOpen = false;
  let isEnded = false;
  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });

  const write = (text: string): void => {
    if (!isOpen || isEnded || response.destroyed) return;
    response.write(text);
    if (response.writableLength > STREAM_BUFFER_LIMIT_BYTES) response.destroy();
  };

  // The pub/sub calls this synchronously from the publisher's own call (in-process), so it must
  // never throw into the publisher.
  const unsubscribe = await options.pubsub.subscribe(options.channel, (message) => {
    try {
      const frame = frameOfMessage(message);
      if (frame) write(frame);
    } catch (error) {
      options.onError?.(error);
    }
  });

  let checking = false;
  const heartbeat = setInterval(() => {
    write(sseComment('heartbeat'));
    if (!options.stillAllowed || checking) return;
    checking = true;
    options
      .stillAllowed()
      .then((allowed) => {
        if (!allowed) void finish();
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        checking = false;
      });
  }, options.heartbeatMs);
  heartbeat.unref();

  let finishing: Promise<void> | undefined;
  const finish = (): Promise<void> => {
    finishing ??= (async () => {
      isEnded = true;
      clearInterval(heartbeat);
      if (!response.writableEnded && !response.destroyed) response.end();
      try {
        await unsubscribe();
      } catch (error) {
        options.onError?.(error);
      } finally {
        resolveEnded();
      }
    })();
    return finishing;
  };
  response.once('close', () => void finish());
  response.once('error', () => void finish());

  reply.hijack();
  // The connection closes when the stream ends, so the body needs no chunk framing: each event is
  // one socket write instead of a corked size line, data and line end. Writing one 4.5 KB event to
  // 3,000 open streams took about 1.5× as long chunked, measured side by side.
  response.useChunkedEncodingByDefault = false;
  const fastifyHeaders: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) fastifyHeaders[name] = value;
  }
  response.writeHead(200, {
    ...fastifyHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: proxies must not compress or buffer the stream into one late chunk.
    'cache-control': 'no-cache, no-transform',
    // nginx buffers proxied responses unless told not to.
    'x-accel-buffering': 'no',
    // When the stream ends the socket goes too, so a shutdown never waits on an idle keep-alive.
    connection: 'close',
    'x-request-id': request.id,
  });
  isOpen = true;
  // The client is gone already (closed while we subscribed): nothing will fire 'close' again.
  if (request.raw.destroyed) void finish();
  write(sseRetry(options.retryMs));
  write(sseEvent(options.readyEvent, {}));

  return { close: finish, ended };
}
