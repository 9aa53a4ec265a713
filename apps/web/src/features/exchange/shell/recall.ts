/** POST /api/exchange/recall: one market's unmatched bets (Recall) or every market's (Recall All). */
import { recallResponseSchema, type RecallResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';

export async function recallUnmatched(marketId: string | undefined): Promise<RecallResponse> {
  const response = await apiRequest<unknown>('/api/exchange/recall', {
    method: 'POST',
    body: marketId === undefined ? {} : { market_id: marketId },
  });
  return recallResponseSchema.parse(response);
}
