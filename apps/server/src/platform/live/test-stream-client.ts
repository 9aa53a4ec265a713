/**
 * For tests: reads a live stream over a real socket (`inject` answers only once a response has
 * ended, and a stream never does) and hands back its frames one at a time. Plain node:http, not
 * fetch: an aborted fetch leaves its socket open for seconds, which would hold up closing.
 */
import http from 'node:http';

export interface StreamFrame {
  /** `message` when the frame named none; `comment` for a `:` line; `retry` for a retry hint. */
  event: string;
  data: string;
}

export interface TestStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The error body when the stream was refused. */
  body: unknown;
  /** The next frame, or undefined once the server has ended the stream. */
  next(timeoutMs?: number): Promise<StreamFrame | undefined>;
  /** Skips heartbeats and other events until the named one. */
  nextEvent(event: string, timeoutMs?: number): Promise<StreamFrame | undefined>;
  /** Skips heartbeats: the next frame that is not one, or undefined once the stream has ended. */
  nextAfterHeartbeats(): Promise<StreamFrame | undefined>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

function parseFrame(block: string): StreamFrame {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { event: 'comment', data: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  let event = 'message';
  const data: string[] = [];
  for (const line of lines) {
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') return { event: 'retry', data: value };
  }
  return { event, data: data.join('\n') };
}

export async function openTestStream(url: string, token?: string): Promise<TestStream> {
  const request = http.get(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const status = response.statusCode ?? 0;
  const close = () => request.destroy();

  if (status !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return {
      status,
      headers: response.headers,
      body,
      next: () => Promise.resolve(undefined),
      nextEvent: () => Promise.resolve(undefined),
      nextAfterHeartbeats: () => Promise.resolve(undefined),
      close,
    };
  }

  let buffer = '';
  let isDone = false;
  let wake: () => void = () => undefined;
  response.on('data', (chunk: string) => {
    buffer += chunk;
    wake();
  });
  const onEnd = () => {
    isDone = true;
    wake();
  };
  response.once('end', onEnd);
  response.once('close', onEnd);
  request.once('error', onEnd);

  const next = async (timeoutMs = 5000): Promise<StreamFrame | undefined> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parseFrame(block);
      }
      if (isDone) return undefined;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no frame arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };

  return {
    status,
    headers: response.headers,
    body: undefined,
    next,
    async nextEvent(event, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = await next(Math.max(1, deadline - Date.now()));
        if (!frame || frame.event === event) return frame;
      }
    },
    async nextAfterHeartbeats() {
      let frame = await next();
      while (frame?.event === 'comment') frame = await next();
      return frame;
    },
    close,
  };
}
