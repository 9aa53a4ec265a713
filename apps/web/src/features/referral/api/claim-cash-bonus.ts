/**
 * POST /api/cash-claim (empty body) with an Idempotency-Key made once per tap and reused on the
 * one automatic retry after a lost answer, so a flaky link cannot claim twice.
 */
import { useMutation } from '@tanstack/react-query';
import { referralCalls, type CashClaimResponse } from '@khela/contract';
import { apiCall, isNetworkError } from '../../../shared/api-client';

export function claimCashBonus(idempotencyKey: string): Promise<CashClaimResponse> {
  return apiCall(referralCalls.cashClaim, {
    body: {},
    idempotencyKey,
  });
}

const NETWORK_RETRIES_MAX = 1;

export function useClaimCashBonus() {
  return useMutation({
    mutationFn: claimCashBonus,
    retry: (failureCount, error) => isNetworkError(error) && failureCount < NETWORK_RETRIES_MAX,
  });
}
