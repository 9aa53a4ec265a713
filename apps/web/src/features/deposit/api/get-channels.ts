/**
 * GET /api/showpayment-menthod?name={provider} (the path is spelled so): the chosen method's
 * channels, shown as the deposit channel radios once a method is chosen.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PAYMENT_METHOD_ACTIVE_STATUS,
  paymentMethodCalls,
  type PaymentMethod,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { withFailureLog } from '../../../shared/log';

/** The active channels, each account type once (Merchant and Marchent are one channel). */
export function depositChannels(channels: readonly PaymentMethod[]): PaymentMethod[] {
  const seen = new Set<string>();
  return channels.filter((channel) => {
    if (channel.status !== PAYMENT_METHOD_ACTIVE_STATUS) return false;
    const type = channel.account_type === 'Marchent' ? 'Merchant' : channel.account_type;
    if (seen.has(type)) return false;
    seen.add(type);
    return true;
  });
}

export function getChannels(provider: string, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return withFailureLog('Failed to fetch deposit channels', signal, async () => {
    const response = await apiCall(paymentMethodCalls.channels, {
      query: { name: provider },
      signal,
    });
    return depositChannels(response.data);
  });
}

export function channelsQueryOptions(provider: string) {
  return queryOptions({
    queryKey: [...memberQueryKey, 'payments', 'channels', provider],
    queryFn: ({ signal }) => getChannels(provider, signal),
    staleTime: 60_000,
  });
}

export function useChannels(provider: string | undefined) {
  return useQuery({ ...channelsQueryOptions(provider ?? ''), enabled: provider !== undefined });
}
