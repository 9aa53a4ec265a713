/**
 * POST /api/ewa/confirm: the player reports the payment (the phone paid from, the wallet's TrxID,
 * an optional receipt). The deposit then waits for an operator.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  depositCalls,
  makePaymentMessages,
  type EwalletConfirmRequest,
  type EwalletConfirmResponse,
} from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@khela/client-kit';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { refusalMessage, retryWhenUnanswered } from './wallet-call-errors';

export interface ConfirmDepositCall {
  request: EwalletConfirmRequest;
  idempotencyKey: string;
}

/** A 2xx answer that does not say success is a refusal too. */
export class ConfirmRefusedError extends Error {
  override readonly name = 'ConfirmRefusedError';
}

export async function confirmDeposit({
  request,
  idempotencyKey,
}: ConfirmDepositCall): Promise<EwalletConfirmResponse> {
  // Not parsed with the declared answer: a 2xx that does not say success is read for its message.
  const response = await apiRequest<Partial<EwalletConfirmResponse>>(depositCalls.confirm.path, {
    method: depositCalls.confirm.method,
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (response.success !== true) {
    throw new ConfirmRefusedError(response.message ?? makePaymentMessages.error);
  }
  return { success: true, message: response.message ?? '' };
}

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDeposit,
    retry: retryWhenUnanswered,
    // The new pending deposit shows in the records and blocks another deposit.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberQueryKey }),
  });
}

/**
 * [contract: Error texts] Make-payment: a refusal reads 'Submission failed: {message}' (the screen builds the sentence,
 * with the server's words in the player's language); no answer, or a server fault, reads as the
 * Bengali generic try-again message.
 */
export function confirmFailure(
  error: unknown,
): { kind: 'refused'; serverMessage: string } | { kind: 'error'; message: string } {
  const serverMessage =
    error instanceof ConfirmRefusedError ? error.message : refusalMessage(error);
  return serverMessage === undefined
    ? { kind: 'error', message: makePaymentMessages.error }
    : { kind: 'refused', serverMessage };
}
