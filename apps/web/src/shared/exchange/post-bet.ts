/**
 * Sends one of the exchange's bet calls: with its Idempotency-Key and the in-play bet's long
 * timeout, a failure logged under the given text.
 */
import type { Call, CallBody, CallResult } from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export function postBet<C extends Call>(
  call: C,
  body: CallBody<C>,
  idempotencyKey: string,
  failure: string,
): Promise<CallResult<C>> {
  return withFailureLog(failure, undefined, async () => {
    return await apiCall(call, { body, idempotencyKey, timeoutMs: BET_TIMEOUT_MS });
  });
}
