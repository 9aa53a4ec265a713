/**
 * POST /api/submit-withdraw with an Idempotency-Key: the key is made once per submit and reused
 * when the call is retried after a lost answer, so a flaky link can never withdraw twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  walletSubmitCalls,
  type SubmitWithdrawRequest,
  type SubmitWithdrawResponse,
} from '@khela/contract';
import { apiCall, isNetworkError } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';

export interface SubmitWithdrawVariables {
  request: SubmitWithdrawRequest;
  idempotencyKey: string;
}

export function submitWithdraw({
  request,
  idempotencyKey,
}: SubmitWithdrawVariables): Promise<SubmitWithdrawResponse> {
  return apiCall(walletSubmitCalls.withdrawal, {
    body: request,
    idempotencyKey,
  });
}

const NETWORK_RETRIES_MAX = 1;

export function useSubmitWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWithdraw,
    // Only a call that got no answer is repeated, with the same key, so the server answers the
    // first attempt's result if it did arrive.
    retry: (failureCount, error) => isNetworkError(error) && failureCount < NETWORK_RETRIES_MAX,
    onSettled: () =>
      // Balance, transactions and the pre-check all change with a withdrawal.
      queryClient.invalidateQueries({ queryKey: memberQueryKey }),
  });
}
