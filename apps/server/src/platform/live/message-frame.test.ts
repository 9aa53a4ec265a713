/** A message's frame is the envelope's event, framed once per message and the same for every stream. */
import { describe, expect, it } from 'vitest';
import { frameOfMessage } from './message-frame.js';

describe('frameOfMessage', () => {
  it('frames a live envelope as one event', () => {
    const message = JSON.stringify({ event: 'exchange.update', data: { clock: 1, odds: [2.5] } });
    expect(frameOfMessage(message)).toBe(
      'event: exchange.update\ndata: {"clock":1,"odds":[2.5]}\n\n',
    );
  });

  it('answers the next message’s own frame, not the last one kept', () => {
    const first = JSON.stringify({ event: 'exchange.update', data: { clock: 1 } });
    const second = JSON.stringify({ event: 'exchange.update', data: { clock: 2 } });
    expect(frameOfMessage(first)).toContain('"clock":1');
    expect(frameOfMessage(second)).toContain('"clock":2');
    expect(frameOfMessage(first)).toContain('"clock":1');
  });

  it('answers nothing for a message that is not an envelope, even after a good one', () => {
    frameOfMessage(JSON.stringify({ event: 'exchange.update', data: {} }));
    expect(frameOfMessage('not json')).toBeUndefined();
    expect(frameOfMessage(JSON.stringify({ event: 'bad name!', data: {} }))).toBeUndefined();
  });
});
