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
import { logFailedCall } from '../../../shared/log';

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  try {
    const response = await apiCall(paymentMethodCalls.list, { signal, token: null });
    return visiblePaymentMethods(paymentMethodItems(response));
  } catch (error) {
    logFailedCall('Failed to fetch payment methods', error, signal);
    throw error;
  }
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
