/**
 * GET /api/promotion: the running promotions, only those with status display ([contract: Screens]).
 * A failure is logged only, as 'Failed to fetch promotions' ([contract: Error texts]); screens show their empty state.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  displayedPromotions,
  promotionCalls,
  promotionMessages,
  type ListedPromotion,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';

export type { ListedPromotion };

export async function getPromotions(signal?: AbortSignal): Promise<ListedPromotion[]> {
  try {
    // The bearer is optional here and the list is the same without it, so one cache serves both.
    const response = await apiCall(promotionCalls.list, { signal, token: null });
    return displayedPromotions(response.data);
  } catch (error) {
    logFailedCall(promotionMessages.fetchFailed, error, signal);
    throw error;
  }
}

export function promotionsQueryOptions() {
  return queryOptions({
    queryKey: ['promotions', 'list'],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
