/** The error body every failing call answers with, and the codes services throw. */

/** Per-field messages, Laravel style: the client shows the first message of each field. */
export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call answers with this. `code` names the text in the message catalogue
 * (message-catalogue.ts), which clients translate by; `message` is its English, as the spec's
 * screens read it; `params` are a template's values; `errors` are per-field messages.
 */
export interface ErrorBody {
  code: string;
  message: string;
  params?: Record<string, string | number>;
  errors?: FieldErrors;
}

/** Texts of failures any call may answer with. */
export const generalMessages = {
  serverError: 'Internal Server Error',
  notFound: 'Not Found',
  /** Our wording, for a path no part of the server serves. */
  serviceNotAvailable: 'This service is not available.',
  badRequest: 'Bad request.',
  dataInvalid: 'The given data was invalid.',
  jsonInvalid: 'The request body is not valid JSON.',
  jsonTooDeep: 'The request body is nested too deeply.',
  bodyTooLarge: 'The request body is too large.',
  mediaTypeUnsupported: 'Unsupported content type; send application/json.',
  tooManyConnections: 'Too many open connections from your address. Close some and try again.',
  /**
   * Written by the apps, not the server: a failure answer without our error body (a proxy or
   * gateway in front of the server answered for it).
   */
  serviceDown: 'The service is unavailable right now. Please try again in a few minutes.',
  /** Written by the apps, not the server: an answer that does not match the call's schema. */
  answerUnreadable: "The server's answer could not be read. Please try again.",
} as const;

/** Texts only another server instance or an operator reads. */
export const internalMessages = {
  forwardedCallInvalid: 'A forwarded call must name a market and a body.',
  consoleNotBuilt: 'The operator console is not built on this server.',
  consoleFileNotFound: 'Not found.',
  /** A payment gateway's callback whose signature does not check. */
  callbackSignatureInvalid: 'The callback signature is not valid.',
} as const;

export const errorCodes = [
  /** Input failed the contract's schema; `errors` names the fields. */
  'validation_failed',
  /** The body was not JSON or not an object. */
  'bad_request',
  /** No session, or the session is unknown, expired or revoked. */
  'unauthenticated',
  /** Signed in, but the resource belongs to someone else. */
  'forbidden',
  'not_found',
  /** A unique value (username, e-mail, phone) is taken. */
  'conflict',
  /** Username/password pair does not match an active player. */
  'invalid_credentials',
  /** The account exists but is suspended or closed. */
  'account_disabled',
  'rate_limited',
  /** A money call would take a player account below zero. */
  'insufficient_funds',
  /** A limit the player set (deposit or loss) refuses it. */
  'limit_reached',
  /** The player is on a time-out or self-exclusion: no bets, deposits or games until it ends. */
  'on_break',
  /** The same idempotency key was sent with a different payload. */
  'idempotency_key_reused',
  /** A request with the same idempotency key is still being processed. */
  'idempotency_in_progress',
  /** The site is in maintenance (site_status 0). */
  'maintenance',
  /** An outside service (a payment gateway) cannot be reached; trying later may work. */
  'service_unavailable',
  /** A bug: nothing about it leaves the server. */
  'server_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
