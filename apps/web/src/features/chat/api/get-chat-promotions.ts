/**
 * GET /api/promotion: the running promotions /chat shows (status display only), through the shared
 * fetcher. A failure is logged as 'Failed to fetch promotions' ([contract: Error texts]) and the
 * section offers a retry.
 */
import { useQuery } from '@tanstack/react-query';
import { getPromotions } from '../../../shared/promotions/get-promotions';

export function useChatPromotions() {
  return useQuery({
    queryKey: ['chat', 'promotions'],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });
}
