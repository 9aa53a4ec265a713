/**
 * How a failed wallet call reads to the player. A refusal from the server (4xx) carries the
 * server's own words; a server fault (5xx) carries only a generic text the player cannot act on,
 * so it reads like no answer at all.
 */
import { isApiError, isNetworkError } from '../../../shared/api-client';

/** The server's message for a refusal, or undefined for a fault or no answer. */
export function refusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.status >= 500) return undefined;
  return error.serverMessage;
}

/** The first message the server gave for one field of a 422, if any. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.errors?.[field]?.[0];
}

/** A money POST is sent again once, with the same Idempotency-Key, only when no answer came. */
export function retryWhenUnanswered(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isNetworkError(error);
}
