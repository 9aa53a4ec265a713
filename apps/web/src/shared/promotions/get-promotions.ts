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
import { apiRequest } from '../api-client';
import { withFailureLog } from '../log';

export function getPromotions(signal?: AbortSignal): Promise<ListedPromotion[]> {
  return withFailureLog(promotionMessages.fetchFailed, signal, async () => {
    // The bearer is optional here and the list is the same without it, so one cache serves both.
    const { path, answer } = promotionCalls.list;
    const response = await apiRequest(path, { signal, token: null, schema: answer });
    return displayedPromotions(response.data);
  });
}
