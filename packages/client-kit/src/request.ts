/**
 * The one way a browser app talks to the server: `createApiClient` gives an app its `request`,
 * which sends the bearer token the app keeps, sends JSON (or a file as it is), gives up after a
 * timeout on a weak link, turns every failure into `ApiError` or `NetworkError`, and checks the
 * answer against the contract's schema when the call names one.
 */
import { generalMessages } from '@khela/contract';
import { ApiError, NetworkError, readErrorBody } from './api-error';

/** A request that has not answered after this long counts as a network failure on a weak link. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | undefined;

/** What an answer is checked with: a zod schema of the contract, or anything that parses alike. */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as it is (an uploaded file) with its own type as Content-Type, instead of `body`. */
  rawBody?: Blob;
  /** Extra headers, e.g. the Idempotency-Key a money POST carries. */
  headers?: Record<string, string>;
  /** Added to the address; undefined values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Defaults to the client's timeout; an upload of a few megabytes needs longer on 3G. */
  timeoutMs?: number;
  /** Defaults to the client's token; pass null to send none. */
  token?: string | null;
  /** The answer's schema: an answer that does not match it fails as an unreadable answer. */
  schema?: AnswerSchema<T>;
}

export interface ApiClientConfig {
  /** Put before every path (the console's `/admin-api`). */
  prefix?: string;
  /** The bearer token to send, read at each call. */
  token: () => string | null | undefined;
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Told when a call that carried a token is answered 401: the session has ended. */
  onUnauthorized?: () => void;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions<T>) => Promise<T>;

export function createApiClient(config: ApiClientConfig): ApiRequest {
  return async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const token = options.token === undefined ? config.token() : options.token;
    if (token) headers['Authorization'] = `Bearer ${token}`;
    let body: string | Blob | undefined;
    if (options.rawBody !== undefined) {
      headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
      body = options.rawBody;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(),
      options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const onCallerAbort = () => timeout.abort();
    if (options.signal?.aborted) timeout.abort();
    options.signal?.addEventListener('abort', onCallerAbort);

    let response: Response;
    try {
      response = await fetch(withQuery(`${config.prefix ?? ''}${path}`, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: timeout.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      // A caller's cancellation (a query unmounting, a new search) is not a network failure.
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    const payload = await readJson(response);
    if (!response.ok) {
      if (response.status === 401 && token) config.onUnauthorized?.();
      const { message, errors, code } = readErrorBody(payload);
      throw new ApiError(response.status, message, errors, code);
    }
    if (payload === undefined) throw new ApiError(response.status, undefined);
    if (options.schema === undefined) return payload as T;
    try {
      return options.schema.parse(payload);
    } catch {
      throw new ApiError(
        response.status,
        generalMessages.answerUnreadable,
        {},
        'general.answerUnreadable',
      );
    }
  };
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
