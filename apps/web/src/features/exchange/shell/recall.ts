/** POST /api/exchange/recall: one market's unmatched bets (Recall) or every market's (Recall All). */
import { exchangeWalletCalls, type RecallResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';

export function recallUnmatched(marketId: string | undefined): Promise<RecallResponse> {
  return apiCall(exchangeWalletCalls.recall, {
    body: marketId === undefined ? {} : { market_id: marketId },
  });
}
