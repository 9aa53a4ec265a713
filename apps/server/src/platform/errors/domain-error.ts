/**
 * The one error type services throw for expected failures. The handler turns it into
 * `{ message, errors? }` with its status; anything else is a bug and answers a generic 500.
 */
import { generalMessages, type ErrorCode, type FieldErrors } from '@khela/contract';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid_credentials: 401,
  account_disabled: 403,
  rate_limited: 429,
  insufficient_funds: 422,
  limit_reached: 422,
  on_break: 403,
  idempotency_key_reused: 422,
  idempotency_in_progress: 409,
  maintenance: 503,
  service_unavailable: 503,
  server_error: 500,
};

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** Extra response headers, e.g. Retry-After for rate limits. */
  readonly headers: Record<string, string> | undefined;
  /** Extra body fields some calls' clients read (a withdrawal's `success` and `error`). */
  readonly extra: Record<string, string | boolean> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      errors?: FieldErrors;
      headers?: Record<string, string>;
      extra?: Record<string, string | boolean>;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = statusByCode[code];
    this.errors = options.errors;
    this.headers = options.headers;
    this.extra = options.extra;
  }
}

/** A 422 whose message is the first field's first message, as the spec's forms read it. */
export function validationError(errors: FieldErrors): DomainError {
  const firstMessage = Object.values(errors).find((messages) => messages.length > 0)?.[0];
  return new DomainError('validation_failed', firstMessage ?? generalMessages.dataInvalid, {
    errors,
  });
}
