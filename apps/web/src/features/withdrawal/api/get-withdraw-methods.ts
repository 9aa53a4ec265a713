/**
 * GET /api/payment-methods: the method radios on /withdrawal, each active provider once
 * ([contract: Limits]). The answer may be a list or an e-wallet object carrying it in `pgs`; which of
 * the two decides the withdrawal's payment_id.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  paymentMethodItems,
  visiblePaymentMethods,
  type PaymentMethod,
  paymentMethodCalls,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export interface WithdrawMethodList {
  /** The radios: active providers, each name once. */
  methods: PaymentMethod[];
  /** The answer came as an e-wallet object; a withdrawal then sends payment_id 0 ([contract: Entities]). */
  isEwallet: boolean;
}

export async function getWithdrawMethods(signal?: AbortSignal): Promise<WithdrawMethodList> {
  try {
    const response = await apiCall(paymentMethodCalls.list, { signal, token: null });
    return {
      methods: visiblePaymentMethods(paymentMethodItems(response)),
      isEwallet: !Array.isArray(response),
    };
  } catch (error) {
    logFailedCall('Failed to fetch payment methods', error, signal);
    throw error;
  }
}

export function withdrawMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'methods', 'withdrawal'],
    queryFn: ({ signal }) => getWithdrawMethods(signal),
    staleTime: 60_000,
  });
}

export function useWithdrawMethods() {
  return useQuery(withdrawMethodsQueryOptions());
}
