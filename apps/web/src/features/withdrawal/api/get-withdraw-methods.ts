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
import { withFailureLog } from '../../../shared/log';

export interface WithdrawMethodList {
  /** The radios: active providers, each name once. */
  methods: PaymentMethod[];
  /** The answer came as an e-wallet object; a withdrawal then sends payment_id 0 ([contract: Entities]). */
  isEwallet: boolean;
}

export function getWithdrawMethods(signal?: AbortSignal): Promise<WithdrawMethodList> {
  return withFailureLog('Failed to fetch payment methods', signal, async () => {
    const response = await apiCall(paymentMethodCalls.list, { signal, token: null });
    return {
      methods: visiblePaymentMethods(paymentMethodItems(response)),
      isEwallet: !Array.isArray(response),
    };
  });
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
