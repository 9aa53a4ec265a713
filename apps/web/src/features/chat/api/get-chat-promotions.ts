/**
 * GET /api/promotion: the running promotions /chat shows (status display only). A failure is
 * logged as 'Failed to fetch promotions' ([contract: Error texts]) and the section offers a retry.
 */
import { useQuery } from '@tanstack/react-query';
import {
  displayedPromotions,
  promotionCalls,
  promotionMessages,
  type Promotion,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export async function getChatPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  try {
    // The list is the same with or without a bearer.
    const response = await apiCall(promotionCalls.list, { signal, token: null });
    return displayedPromotions(response.data);
  } catch (error) {
    logFailedCall(promotionMessages.fetchFailed, error, signal);
    throw error;
  }
}

export function useChatPromotions() {
  return useQuery({
    queryKey: ['chat', 'promotions'],
    queryFn: ({ signal }) => getChatPromotions(signal),
    staleTime: 60_000,
  });
}
