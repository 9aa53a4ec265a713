/** The error body every failing call answers with, and the codes services throw. */
import { z } from 'zod';

/** Per-field messages, Laravel style: the client shows the first message of each field. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

/** For clients reading a failed answer; extra fields (such as a withdrawal's `error`) pass through. */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

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
  /** The same idempotency key was sent with a different payload. */
  'idempotency_key_reused',
  /** A request with the same idempotency key is still being processed. */
  'idempotency_in_progress',
  /** The site is in maintenance (site_status 0). */
  'maintenance',
  /** An outside service (a payment gateway) cannot be reached; trying later may work. */
  'service_unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];
