/**
 * GET /api/promotion for the promotions screens (the fetcher is shared with /chat). A failure is
 * logged only; the screens show their empty state.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedPromotion } from '@khela/contract';
import { getPromotions } from '../../../shared/promotions/get-promotions';

export type { ListedPromotion };

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
