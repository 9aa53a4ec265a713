/** POST /api/exchange/recall: one market's unmatched bets (Recall) or every market's (Recall All). */
import { exchangeWalletCalls, type RecallResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';

export function recallUnmatched(marketId: string | undefined): Promise<RecallResponse> {
  const call = exchangeWalletCalls.recall;
  return apiRequest(call.path, {
    method: call.method,
    body: marketId === undefined ? {} : { market_id: marketId },
    schema: call.answer,
  });
}
