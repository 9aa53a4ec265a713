/**
 * POST /api/ewa/request: opens a deposit request for the chosen method, channel and amount. The
 * answer is a gateway checkout address, or the receiving number and timer for /make-payment.
 */
import { useMutation } from '@tanstack/react-query';
import {
  depositCalls,
  depositMessages,
  type EwalletDepositRequest,
  type EwalletDepositResponse,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { refusalMessage, retryWhenUnanswered } from './wallet-call-errors';

export interface DepositRequestCall {
  request: EwalletDepositRequest;
  idempotencyKey: string;
}

export async function requestDeposit({
  request,
  idempotencyKey,
}: DepositRequestCall): Promise<EwalletDepositResponse> {
  // Parsed, not trusted: it fills in the spec's default timer when the answer carries none.
  return apiCall(depositCalls.request, {
    body: request,
    idempotencyKey,
  });
}

export function useRequestDeposit() {
  return useMutation({ mutationFn: requestDeposit, retry: retryWhenUnanswered });
}

/** [contract: Error texts] Deposit: the server's message, else 'An error occurred. Please try again.' */
export function depositFailureMessage(error: unknown): string {
  return refusalMessage(error) ?? depositMessages.failed;
}
