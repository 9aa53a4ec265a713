/**
 * The console's client of the server: the client kit's request on /admin-api with the operator's
 * token. A 401 on a signed-in call means the session has ended (expired, signed out elsewhere),
 * so the session is dropped and the console returns to Sign in.
 */
import {
  createApiClient,
  createCallClient,
  isApiError,
  isNetworkError,
  type ApiError,
  type CallOptions,
  type QueryValue,
  type RequestOptions,
} from '@khela/client-kit';
import type { Call, CallResult } from '@khela/contract';
import { clearSession, getSession } from '../session/session-store';

export { ApiError, fieldErrorsOf, isApiError, isNetworkError } from '@khela/client-kit';

export const networkErrorMessage = 'Cannot reach the server. Check your connection and try again.';
const unexpectedMessage = 'Something went wrong. Please try again.';

/** An operator may wait on a large upload over a weak link longer than a player's call. */
const CONSOLE_TIMEOUT_MS = 120_000;

const ADMIN_PREFIX = '/admin-api';

const request = createApiClient({
  prefix: ADMIN_PREFIX,
  token: () => getSession()?.token,
  timeoutMs: CONSOLE_TIMEOUT_MS,
  onUnauthorized: clearSession,
});

export interface AdminRequestOptions<T> extends Omit<RequestOptions<T>, 'query' | 'rawBody'> {
  /** A file sent as the body itself (an image upload), with its own type. */
  file?: Blob;
  /** Empty and undefined values are left out (a filter left blank). */
  query?: Record<string, QueryValue>;
}

export function adminApi<T>(path: string, options: AdminRequestOptions<T> = {}): Promise<T> {
  const { file, query, ...rest } = options;
  return request(path, {
    ...rest,
    ...(file === undefined ? {} : { rawBody: file }),
    ...filledQuery(query),
  });
}

/** The query without the values left blank, or nothing when none is left. */
function filledQuery(query: Record<string, QueryValue> | undefined) {
  const kept = Object.entries(query ?? {}).filter(([, value]) => value !== '');
  return kept.length === 0 ? {} : { query: Object.fromEntries(kept) };
}

/** What to show for a failed call: the server's own words when it sent some. */
export function errorMessage(error: unknown): string {
  if (isNetworkError(error)) return networkErrorMessage;
  return (isApiError(error) && error.serverMessage) || unexpectedMessage;
}

/** A refusal the operator can act on (4xx), as against a failure worth retrying. */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export interface AdminCallOptions extends Omit<CallOptions, 'query' | 'rawBody'> {
  /** Empty and undefined values are left out (a filter left blank). */
  query?: Record<string, QueryValue>;
}

const declaredCall = createCallClient(request, ADMIN_PREFIX);

/** A declared call: its method and path from the declaration, its answer parsed by its schema. */
export function adminCall<C extends Call>(
  call: C,
  options: AdminCallOptions = {},
): Promise<CallResult<C>> {
  const { query, ...rest } = options;
  return declaredCall(call, { ...rest, ...filledQuery(query) });
}
