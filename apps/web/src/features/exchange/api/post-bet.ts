/**
 * Sends one of the exchange's bet calls: with its Idempotency-Key and the in-play bet's long
 * timeout, a failure logged under the given text.
 */
import { IDEMPOTENCY_KEY_HEADER, type AnswerSchema } from '@khela/client-kit';
import type { Call, CallBody, CallResult } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { BET_TIMEOUT_MS } from './bet-timeout';

export function postBet<C extends Call>(
  call: C,
  body: CallBody<C>,
  idempotencyKey: string,
  failure: string,
): Promise<CallResult<C>> {
  return withFailureLog(failure, undefined, async () => {
    // The declared answer parses to its own output; the generic C hides that from the checker.
    const schema = call.answer as AnswerSchema<CallResult<C>>;
    return await apiRequest(call.path, {
      method: call.method,
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      timeoutMs: BET_TIMEOUT_MS,
      schema,
    });
  });
}
