/**
 * One way to call the app for the whole suite: every answer is read the same way (a live stream
 * answers its headers and is then closed, so a valid token on an SSE route does not hang the
 * probe) and kept, so the leak scan can read every body the suite was given.
 */
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';

export interface Answer {
  request: string;
  /** Who the call was made as (a player's username), for the scan of other players' data. */
  caller: string | undefined;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export const answers: Answer[] = [];

/** Bodies larger than this are cut when kept: the scan reads the start of each. */
const KEPT_BODY_CHARS = 20_000;

export interface Call {
  method: HTTPMethods;
  url: string;
  token?: string | undefined;
  caller?: string;
  /** The client address the server sees (rate limits count per address). */
  remoteAddress?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON value, or a raw string/Buffer with its own content-type header. */
  payload?: unknown;
}

export async function call(app: FastifyInstance, request: Call): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers['authorization'] = `Bearer ${request.token}`;
  const options: InjectOptions = {
    method: request.method,
    url: request.url,
    headers,
    payloadAsStream: true,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    ...(request.query ? { query: request.query } : {}),
  };
  if (request.payload !== undefined) {
    const { payload } = request;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      options.payload = payload;
    } else {
      options.payload = JSON.stringify(payload);
      headers['content-type'] ??= 'application/json';
    }
  }
  const response = await app.inject(options);
  const stream = response.stream();
  let body = '';
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.destroy();
  } else {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    body = Buffer.concat(chunks).toString('utf8');
  }
  let json: unknown;
  try {
    json = body === '' ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  const answer: Answer = {
    request: `${request.method} ${request.url}`,
    caller: request.caller,
    status: response.statusCode,
    headers: response.headers,
    body: body.slice(0, KEPT_BODY_CHARS),
    json,
  };
  answers.push(answer);
  return answer;
}

/** The `message` of an error answer, or undefined when it has none. */
export function messageOf(answer: Answer): string | undefined {
  const json = answer.json;
  if (typeof json !== 'object' || json === null || !('message' in json)) return undefined;
  return typeof json.message === 'string' && json.message.trim() !== '' ? json.message : undefined;
}

/** Path parameters filled in: each `:name` by `values[name]`, else by `fallback`. */
export function fillPath(
  url: string,
  values: Record<string, string | number> = {},
  fallback = '999999',
): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? fallback)),
  );
}
