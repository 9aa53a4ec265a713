/**
 * The two ways a call fails, for every client of the server: `ApiError` when the server answered
 * with an error status (its body's catalogue `code`, `message` and per-field `errors` kept), and
 * `NetworkError` when no answer arrived. Screens need the difference because the spec gives
 * network failures their own messages.
 */
import type { FieldErrors } from '@khela/contract';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field messages; empty when the refusal names no field. */
  readonly errors: FieldErrors;
  /** The body's `message` when the server sent one; screens fall back to their own text. */
  readonly serverMessage: string | undefined;
  /** The message's catalogue code, which screens translate by. */
  readonly code: string | undefined;

  constructor(
    status: number,
    serverMessage: string | undefined,
    errors: FieldErrors = {},
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

/** The per-field messages of a failed call; none for any other error. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isApiError(error) ? error.errors : {};
}

/** Reads an error body `{ code, message, errors }`, keeping only what has the expected shape. */
export function readErrorBody(payload: unknown): {
  message?: string;
  errors: FieldErrors;
  code?: string;
} {
  if (typeof payload !== 'object' || payload === null) return { errors: {} };
  const record = payload as Record<string, unknown>;
  const message =
    typeof record['message'] === 'string' && record['message'].trim() !== ''
      ? record['message']
      : undefined;
  const code = typeof record['code'] === 'string' ? record['code'] : undefined;
  return {
    ...(message === undefined ? {} : { message }),
    errors: readFieldErrors(record['errors']),
    ...(code === undefined ? {} : { code }),
  };
}

function readFieldErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof value !== 'object' || value === null) return errors;
  for (const [field, messages] of Object.entries(value as Record<string, unknown>)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((item): item is string => typeof item === 'string');
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}
