/**
 * GET /api/promotion, for the promotion select on /deposit: every running promotion (listed ones
 * and the 'active' ones offered only here) that adds a deposit bonus. One with no bonus would only
 * add a turnover to the deposit, so it is not offered; nor is one the player has already claimed
 * as often as it allows (the list, asked with the player's token, marks it `claimable: false`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { promotionCalls, type Promotion } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';

export type DepositPromotion = Pick<Promotion, 'id' | 'name' | 'deposit_bouns'>;

export function depositPromotions(promotions: readonly Promotion[]): DepositPromotion[] {
  return promotions
    .filter((promotion) => promotion.deposit_bouns > 0 && promotion.claimable !== false)
    .map(({ id, name, deposit_bouns }) => ({ id, name, deposit_bouns }));
}

export function getDepositPromotions(signal?: AbortSignal): Promise<DepositPromotion[]> {
  return withFailureLog('Failed to fetch deposit promotions', signal, async () => {
    const response = await apiCall(promotionCalls.list, { signal });
    return depositPromotions(response.data);
  });
}

export function depositPromotionsQueryOptions() {
  return queryOptions({
    queryKey: ['promotions', 'deposit'],
    queryFn: ({ signal }) => getDepositPromotions(signal),
    staleTime: 60_000,
  });
}

export function useDepositPromotions() {
  return useQuery(depositPromotionsQueryOptions());
}
