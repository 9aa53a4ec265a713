/**
 * Reads the desk's Server-Sent Events with fetch: the stream is guarded by the operator's bearer
 * token, which EventSource cannot send, and a token in the address would end up in logs.
 */
export interface SseFrame {
  event: string;
  data: string;
}

/** Feeds text chunks in; calls `onFrame` for each complete event (comments and retry are skipped). */
export function createSseParser(onFrame: (frame: SseFrame) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) onFrame({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
  };
}

export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface StreamHandlers {
  onStatus: (status: StreamStatus) => void;
  onEvent: (event: string, data: unknown) => void;
  /** The session has ended (401): the stream stops for good. */
  onUnauthorized: () => void;
}

export interface StreamOptions {
  url: string;
  token: () => string | undefined;
  /** Wait before reconnecting after a drop or a refusal. */
  retryMs: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function readOnce(
  options: StreamOptions,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<'again' | 'stop'> {
  const token = options.token();
  if (token === undefined) return 'stop';
  const response = await fetch(options.url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (response.status === 401) {
    handlers.onUnauthorized();
    return 'stop';
  }
  // A role without the desk: trying again cannot help.
  if (response.status === 403) return 'stop';
  if (!response.ok || response.body === null) return 'again';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const feed = createSseParser(({ event, data }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (event === 'ready') handlers.onStatus('live');
    handlers.onEvent(event, parsed);
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'again';
    feed(decoder.decode(value, { stream: true }));
  }
}

/** Keeps the stream open until the returned function is called, reconnecting after any drop. */
export function connectStream(options: StreamOptions, handlers: StreamHandlers): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  void (async () => {
    handlers.onStatus('connecting');
    while (!signal.aborted) {
      let next: 'again' | 'stop' = 'again';
      try {
        next = await readOnce(options, handlers, signal);
      } catch {
        // A network error or a dropped connection: try again below.
      }
      if (next === 'stop' || signal.aborted) return;
      handlers.onStatus('reconnecting');
      await pause(options.retryMs, signal);
    }
  })();
  return () => controller.abort();
}
