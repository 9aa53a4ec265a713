/**
 * Calls to /api/house with the launch token (never the player's own token, which the server
 * refuses there). Errors are the web app's ApiError / NetworkError, so a screen tells a refusal
 * (its message) from a lost connection.
 */
import type { Call, CallResult } from '@khela/contract';
import { apiCall } from '../../shared/api-client';

export interface HouseCallOptions {
  /** The values of the call's `:params`. */
  params?: Record<string, string | number>;
  body?: unknown;
  /** Money-moving calls pass the Idempotency-Key kept for this one attempt. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface HouseApi {
  /** A declared house call: method and path from the declaration, the answer parsed by its schema. */
  call<C extends Call>(call: C, options?: HouseCallOptions): Promise<CallResult<C>>;
  /** The launch token, for the live stream (EventSource cannot send headers). */
  readonly token: string;
}

export function createHouseApi(token: string): HouseApi {
  return {
    token,
    call: <C extends Call>(call: C, options: HouseCallOptions = {}) => {
      const { body, ...rest } = options;
      return apiCall(call, {
        ...rest,
        token,
        ...(call.method === 'GET' ? {} : { body: body ?? {} }),
      });
    },
  };
}
