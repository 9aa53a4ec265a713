/**
 * How a feature tells a signed-in player something live: `publishToPlayer` puts an event on the
 * player's pub/sub channel, and every stream the player has open (any tab, any phone, any server
 * instance when Redis carries the pub/sub) writes it out.
 *
 * Call it AFTER the transaction that made the change has committed: an event about a change that
 * then rolls back would show the player something that never happened. An event is a hint to
 * refresh, never the only copy of the data: a screen that missed it (stream down, publish lost)
 * catches up from its own call when the stream reopens or by polling.
 */
import { z } from 'zod';
import type { PubSub } from '../pubsub/pubsub.js';
import { isLiveEventName } from './sse-frames.js';

/** The pub/sub channel of one player's live events. */
export function playerChannel(userId: number): string {
  return `player:${userId}`;
}

/** What travels on a player channel: the event's name and its JSON data. */
export interface LiveEnvelope {
  event: string;
  data: unknown;
}

const envelopeSchema = z.object({
  event: z.string().refine(isLiveEventName),
  data: z.unknown(),
});

/** The envelope in a channel message, or undefined for anything else (never throws). */
export function parseLiveEnvelope(message: string): LiveEnvelope | undefined {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(message));
    return parsed.success ? { event: parsed.data.event, data: parsed.data.data } : undefined;
  } catch {
    return undefined;
  }
}

export interface PublishOptions {
  /** Told about a failed publish (Redis unreachable); the change itself has already committed. */
  onError?: (error: unknown) => void;
}

/**
 * Sends `event` with `data` to every open stream of the player. Never rejects: the change it
 * announces is already committed, so a lost event must not turn a success into an error.
 * Answers whether the event was handed to the pub/sub.
 */
export function publishToPlayer(
  pubsub: Pick<PubSub, 'publish'>,
  userId: number,
  event: string,
  data: unknown,
  options: PublishOptions = {},
): Promise<boolean> {
  return publishOnChannel(pubsub, playerChannel(userId), event, data, options);
}

/**
 * Sends a live event in its envelope on any channel the streams listen on (a player's, the
 * desk's), on the same terms as publishToPlayer.
 */
export async function publishOnChannel(
  pubsub: Pick<PubSub, 'publish'>,
  channel: string,
  event: string,
  data: unknown,
  options: PublishOptions = {},
): Promise<boolean> {
  if (!isLiveEventName(event)) {
    options.onError?.(new Error(`not a live event name: ${JSON.stringify(event)}`));
    return false;
  }
  const envelope: LiveEnvelope = { event, data };
  try {
    await pubsub.publish(channel, JSON.stringify(envelope));
    return true;
  } catch (error) {
    options.onError?.(error);
    return false;
  }
}
