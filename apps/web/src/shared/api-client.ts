/**
 * The one way the web app talks to the server. It sends the stored bearer token, parses JSON and
 * turns every failure into one of two errors: `ApiError` when the server answered with an error
 * status, `NetworkError` when no answer arrived. Screens need the difference because the spec gives
 * network failures their own messages.
 */
import type { FieldErrors } from '@khela/contract';
import { readStorage, storageKeys } from './storage';

/** A request that has not answered after this long counts as a network failure on a weak link. */
export const REQUEST_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** The body's `message` when the server sent one; screens fall back to the spec's text. */
  readonly serverMessage: string | undefined;
  /** The message's catalogue code, which screens translate by. */
  readonly code: string | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    errors?: FieldErrors,
    code?: string,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.code = code;
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as it is (an uploaded file) with its own type as Content-Type, instead of `body`. */
  rawBody?: Blob;
  /** Extra headers, e.g. the Idempotency-Key a money POST carries. */
  headers?: Record<string, string>;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Defaults to REQUEST_TIMEOUT_MS; an upload of a few megabytes needs longer on 3G. */
  timeoutMs?: number;
  /** Defaults to the token in local storage; pass null to send none. */
  token?: string | null;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = options.token === undefined ? readStorage(storageKeys.token) : options.token;
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
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => timeout.abort();
  if (options.signal?.aborted) timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: timeout.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A caller's cancellation (TanStack Query unmounting, a new search) is not a network failure.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const { message, errors, code } = readErrorBody(payload);
    throw new ApiError(response.status, message, errors, code);
  }
  if (payload === undefined) {
    throw new ApiError(response.status, undefined);
  }
  return payload as T;
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

function readErrorBody(payload: unknown): {
  message?: string;
  errors?: FieldErrors;
  code?: string;
} {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const message =
    typeof record['message'] === 'string' && record['message'].trim() !== ''
      ? record['message']
      : undefined;
  const errors = readFieldErrors(record['errors']);
  const code = typeof record['code'] === 'string' ? record['code'] : undefined;
  return {
    ...(message === undefined ? {} : { message }),
    ...(errors ? { errors } : {}),
    ...(code === undefined ? {} : { code }),
  };
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) errors[field] = texts;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
