/**
 * GET /api/userwithdrawcheck?remote_id: whether this player may withdraw now (birthday set,
 * turnover complete). Asked when the screen opens and again before a submit if it had failed.
 * Every outcome is shown on the screen ([contract: Error texts]), so nothing is logged here.
 */
import { withdrawCheckCall, type WithdrawCheckResponse } from '@khela/contract';
import { ApiError, apiRequest } from '../../../shared/api-client';
import { WITHDRAW_CHECK_REFUSED_STATUS } from '../withdraw-check-problem';
import { memberQueryOptions, useMemberQuery } from '../../../shared/session/member-query';

export async function checkWithdraw(
  remoteId: number,
  signal?: AbortSignal,
): Promise<WithdrawCheckResponse> {
  const response = await apiRequest<Partial<WithdrawCheckResponse> & { error?: string }>(
    withdrawCheckCall.path,
    { query: { remote_id: remoteId }, signal },
  );
  if (response.success !== true) {
    // A 2xx that does not say success is a refusal all the same; it reads like the 400.
    throw new ApiError(WITHDRAW_CHECK_REFUSED_STATUS, response.error ?? response.message);
  }
  return { success: true, message: response.message ?? '' };
}

export function withdrawCheckQueryOptions(remoteId: number) {
  // The answer changes when the player saves a birthday or finishes turnover elsewhere; a refusal
  // is an answer, not a hiccup, and asking again would only delay the message.
  return memberQueryOptions(
    remoteId,
    'withdraw-check',
    (signal) => checkWithdraw(remoteId, signal),
    { staleTime: 0, retry: false },
  );
}

export function useWithdrawCheck() {
  return useMemberQuery(withdrawCheckQueryOptions);
}
