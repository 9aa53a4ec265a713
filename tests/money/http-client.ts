/**
 * A small JSON client over real HTTP (fetch, keep-alive) that never throws on a status: the suite
 * judges every answer itself. A refused connection or a reset is an answer too (status 0), so a
 * call cut off by a crash is recorded as not acknowledged rather than lost.
 */
export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export class HttpClient {
  constructor(readonly baseUrl: string) {}

  async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = headers['content-type'] ?? 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        // A redirect (the sandbox checkout's 303 back to the site) is an answer to judge, not follow.
        redirect: 'manual',
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // Not JSON (an HTML error page, say): the text is the body.
      }
      return { status: response.status, body, text };
    } catch (error) {
      return {
        status: 0,
        body: null,
        text: error instanceof Error ? error.message : String(error),
      };
    }
  }
}

/** A field of a JSON body, when the body is an object holding it. */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}
