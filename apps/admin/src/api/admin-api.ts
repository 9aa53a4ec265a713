/**
 * Calls to /admin-api with the operator's token. A 401 on a signed-in call means the session has
 * ended (expired, signed out elsewhere), so the session is dropped and the console returns to
 * Sign in.
 */
import { clearSession, getSession } from '../session/session-store';

export const networkErrorMessage = 'Cannot reach the server. Check your connection and try again.';
const unexpectedMessage = 'Something went wrong. Please try again.';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The message's catalogue code, for a screen that reacts to one refusal in particular. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** A file sent as the body itself (an image upload), with its own type. */
  file?: Blob;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

export async function adminApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSession()?.token;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file !== undefined) {
    headers['content-type'] = options.file.type || 'application/octet-stream';
  }
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const url = `/admin-api${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    throw new AdminApiError(0, networkErrorMessage);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.ok) return parsed as T;
  if (response.status === 401 && token !== undefined) clearSession();
  const errorBody = (parsed ?? {}) as ErrorBody;
  const message = typeof errorBody.message === 'string' ? errorBody.message : unexpectedMessage;
  const fieldErrors =
    errorBody.errors !== null && typeof errorBody.errors === 'object'
      ? (errorBody.errors as Record<string, string[]>)
      : {};
  const code = typeof errorBody.code === 'string' ? errorBody.code : undefined;
  throw new AdminApiError(response.status, message, fieldErrors, code);
}

/** What to show for a failed call: the server's own words when it sent some. */
export function errorMessage(error: unknown): string {
  return error instanceof AdminApiError ? error.message : unexpectedMessage;
}
