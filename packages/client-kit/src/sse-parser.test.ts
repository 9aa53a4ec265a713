import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): { events: SseEvent[]; retries: number[] } {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({
    onEvent: (event) => events.push(event),
    onRetry: (milliseconds) => retries.push(milliseconds),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('the event-stream parser', () => {
  it('reads named events, the retry hint, and skips comments', () => {
    const { events, retries } = parse([
      'retry: 3000\n\nevent: ready\ndata: {}\n\n: heartbeat\n\nevent: inbox.message\ndata: {"id":1}\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'ready', data: '{}', id: undefined },
      { event: 'inbox.message', data: '{"id":1}', id: undefined },
    ]);
  });

  it('puts events together across chunks split anywhere, even inside a line ending', () => {
    const text = 'event: a\r\ndata: one\r\n\r\nevent: b\rdata: two\r\rdata: three\n\n';
    const whole = parse([text]).events;
    for (let size = 1; size <= 5; size += 1) {
      const chunks: string[] = [];
      for (let index = 0; index < text.length; index += size) {
        chunks.push(text.slice(index, index + size));
      }
      expect(parse(chunks).events, `chunks of ${size}`).toEqual(whole);
    }
    expect(whole).toEqual([
      { event: 'a', data: 'one', id: undefined },
      { event: 'b', data: 'two', id: undefined },
      { event: 'message', data: 'three', id: undefined },
    ]);
  });

  it('joins data lines, keeps the id, drops empty events and waits for the blank line', () => {
    const { events } = parse([
      '\uFEFFid: 7\ndata: first\ndata:second\n\nevent: empty\n\nevent: late\ndata: x',
    ]);
    expect(events).toEqual([{ event: 'message', data: 'first\nsecond', id: '7' }]);
  });

  it('ignores a retry that is not a number and unknown fields', () => {
    const { events, retries } = parse(['retry: soon\nfoo: bar\ndata: ok\n\n']);
    expect(retries).toEqual([]);
    expect(events).toEqual([{ event: 'message', data: 'ok', id: undefined }]);
  });
});
