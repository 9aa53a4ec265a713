import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveConnection } from './live-stream';
import { useLiveEvent, usePollingFallback, useStreamStatus } from './use-live';

function LiveProbe({ onMessage }: { onMessage: (data: unknown) => void }) {
  useLiveEvent('inbox.message', onMessage);
  const status = useStreamStatus();
  const interval = usePollingFallback(10_000);
  return (
    <p>
      {status} {String(interval)}
    </p>
  );
}

function streamingFetch() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const fetchMock = vi.fn((_input: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    return Promise.resolve(
      new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, send: (text: string) => controller.enqueue(encoder.encode(text)) };
}

afterEach(() => liveConnection.stop());

describe('the live hooks', () => {
  it('open the stream for a signed-in player and deliver events while it is open', async () => {
    window.localStorage.setItem('token', 'player-token');
    const server = streamingFetch();
    const messages: unknown[] = [];
    render(<LiveProbe onMessage={(data) => messages.push(data)} />);
    expect(await screen.findByText('open false')).toBeTruthy();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    const init = server.fetchMock.mock.calls[0]![1];
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer player-token');

    act(() => server.send('event: inbox.message\ndata: {"id":9}\n\n'));
    await vi.waitFor(() => expect(messages).toEqual([{ id: 9 }]));
  });

  it('poll at the spec’s interval while the stream is refused', async () => {
    window.localStorage.setItem('token', 'player-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"down"}', { status: 503 }))),
    );
    render(<LiveProbe onMessage={() => undefined} />);
    expect(await screen.findByText('down 10000')).toBeTruthy();
  });

  it('open nothing for a visitor', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<LiveProbe onMessage={() => undefined} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
