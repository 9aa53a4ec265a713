/**
 * The Server-Sent Events frame for a pub/sub message. One publish hands the same message to every
 * stream on the channel, so the last message's frame is kept: 10,000 viewers of one event cost one
 * parse and one serialisation of its picture, not 10,000 (the live odds benchmark measured the
 * per-viewer work as most of the delay from an engine update to the viewers).
 */
import { parseLiveEnvelope } from './publish.js';
import { sseEvent } from './sse-frames.js';

let lastMessage: string | undefined;
let lastFrame: string | undefined;

/** The frame to write, or undefined for a message that is not a live envelope. */
export function frameOfMessage(message: string): string | undefined {
  if (message !== lastMessage) {
    const envelope = parseLiveEnvelope(message);
    lastFrame = envelope ? sseEvent(envelope.event, envelope.data) : undefined;
    lastMessage = message;
  }
  return lastFrame;
}
