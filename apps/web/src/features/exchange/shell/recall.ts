/** POST /api/exchange/recall: one market's unmatched bets (Recall) or every market's (Recall All). */
import { exchangeWalletCalls, type RecallResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { noteOwnRecall } from '../../../shared/exchange/own-cancels';

export async function recallUnmatched(marketId: string | undefined): Promise<RecallResponse> {
  const answer = await apiCall(exchangeWalletCalls.recall, {
    body: marketId === undefined ? {} : { market_id: marketId },
  });
  noteOwnRecall(marketId);
  return answer;
}
