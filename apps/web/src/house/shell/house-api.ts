/**
 * Calls to /api/house with the launch token (never the player's own token, which the server
 * refuses there). Errors are the web app's ApiError / NetworkError, so a screen tells a refusal
 * (its message) from a lost connection.
 */
import { HOUSE_API_PREFIX } from '@khela/contract';
import { apiRequest } from '../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';

export interface HouseApi {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  /** A POST; money-moving calls pass the Idempotency-Key kept for this one attempt. */
  post<T>(path: string, body?: unknown, idempotencyKey?: string): Promise<T>;
  /** The launch token, for the live stream (EventSource cannot send headers). */
  readonly token: string;
}

export function createHouseApi(token: string): HouseApi {
  return {
    token,
    get: (path, signal) => apiRequest(`${HOUSE_API_PREFIX}${path}`, { token, signal }),
    post: (path, body, idempotencyKey) =>
      apiRequest(`${HOUSE_API_PREFIX}${path}`, {
        method: 'POST',
        token,
        body: body ?? {},
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
      }),
  };
}
