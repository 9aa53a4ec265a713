/**
 * The text of a Server-Sent Events stream (WHATWG HTML, "server-sent events"): an event is
 * `event:` and `data:` lines ended by a blank line; a line starting with `:` is a comment the
 * browser ignores (our heartbeat); `retry:` tells it how long to wait before reconnecting.
 */
import assert from 'node:assert/strict';
import { LIVE_EVENT_NAME_PATTERN } from '@khela/contract';

export function isLiveEventName(name: string): boolean {
  return LIVE_EVENT_NAME_PATTERN.test(name);
}

/**
 * One event. JSON text never holds a raw line break (they are escaped inside strings), so the
 * data is always a single `data:` line and cannot end the event early or forge another.
 */
export function sseEvent(name: string, data: unknown): string {
  assert.ok(isLiveEventName(name), `not a live event name: ${JSON.stringify(name)}`);
  const json = JSON.stringify(data ?? null);
  return `event: ${name}\ndata: ${json}\n\n`;
}

export function sseComment(text: string): string {
  assert.ok(!/[\r\n]/.test(text), 'a comment is one line');
  return `: ${text}\n\n`;
}

export function sseRetry(milliseconds: number): string {
  assert.ok(Number.isSafeInteger(milliseconds) && milliseconds >= 0, 'retry is whole milliseconds');
  return `retry: ${milliseconds}\n\n`;
}
