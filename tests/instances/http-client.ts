/**
 * JSON calls over plain node:http, from a chosen loopback address when asked: every 127.x.y.z is
 * this machine, so one test can be several clients whose addresses the servers tell apart.
 */
import { randomInt } from 'node:crypto';
import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body, or the text when it is not JSON. */
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (127.0.0.1 when unset). */
  from?: string;
}

/** A loopback address of its own for one simulated client (never 127.0.0.1). */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
}

export function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  pathname: string,
  options: CallOptions = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(pathname, baseUrl), {
      method,
      headers,
      agent: false,
      ...(options.from ? { localAddress: options.from } : {}),
    });
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.once('error', reject);
      response.once('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text as it is.
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.end(payload);
  });
}

/** The call's JSON body when it answered `status`; otherwise an error naming what it answered. */
export async function expectStatus<T>(
  answer: Promise<Answer>,
  status: number,
  what: string,
): Promise<T> {
  const settled = await answer;
  if (settled.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${settled.status} ${JSON.stringify(settled.body)}`,
    );
  }
  return settled.body as T;
}
