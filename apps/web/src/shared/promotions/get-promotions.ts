/**
 * GET /api/promotion: the running promotions, only those with status display ([contract: Screens]),
 * read by the promotions screens and by /chat. A failure is logged as 'Failed to fetch promotions'
 * ([contract: Error texts]); each screen says what it shows instead.
 */
import {
  displayedPromotions,
  promotionCalls,
  promotionMessages,
  type ListedPromotion,
} from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';

export function getPromotions(signal?: AbortSignal): Promise<ListedPromotion[]> {
  return withFailureLog(promotionMessages.fetchFailed, signal, async () => {
    // The bearer is optional here and the list is the same without it, so one cache serves both.
    const response = await apiCall(promotionCalls.list, { signal, token: null });
    return displayedPromotions(response.data);
  });
}
