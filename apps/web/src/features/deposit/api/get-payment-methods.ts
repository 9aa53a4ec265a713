/**
 * GET /api/payment-methods: the method radios on /deposit, active ones only, each provider name
 * once ([contract: Limits]).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  paymentMethodItems,
  visiblePaymentMethods,
  paymentMethodCalls,
  type PaymentMethod,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return withFailureLog('Failed to fetch payment methods', signal, async () => {
    const response = await apiCall(paymentMethodCalls.list, { signal, token: null });
    return visiblePaymentMethods(paymentMethodItems(response));
  });
}

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'methods'],
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 60_000,
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
