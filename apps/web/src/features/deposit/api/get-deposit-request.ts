/**
 * GET /api/deposit-requests/{transaction}: where a gateway deposit stands when the checkout sends
 * the player back to /payment-request. Asked again every few seconds while the gateway's word has
 * not arrived yet, and no more once the request is decided.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  depositCalls,
  type DepositRequestStatus,
  type DepositRequestStatusResponse,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';

export type DepositRequestView = DepositRequestStatusResponse['data'];

const STATUS_POLL_MS = 3_000;

export function isDecided(status: DepositRequestStatus): boolean {
  return status === 'paid' || status === 'cancelled' || status === 'failed' || status === 'expired';
}

export async function getDepositRequest(
  transaction: string,
  signal?: AbortSignal,
): Promise<DepositRequestView> {
  const response = await apiCall(depositCalls.requestStatus, { params: { transaction }, signal });
  return response.data;
}

export function depositRequestQueryOptions(transaction: string) {
  return queryOptions({
    queryKey: [...memberQueryKey, 'deposit-request', transaction],
    queryFn: ({ signal }) => getDepositRequest(transaction, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isDecided(status) ? false : STATUS_POLL_MS;
    },
  });
}

export function useDepositRequest(transaction: string | undefined) {
  return useQuery({
    ...depositRequestQueryOptions(transaction ?? ''),
    enabled: transaction !== undefined,
  });
}
