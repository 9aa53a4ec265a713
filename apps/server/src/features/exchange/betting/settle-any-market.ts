/** The operator's settlement call, for any kind of market: the result given must fit the kind. */
import { exchangeBetMessages, type SettleExchangeMarketRequest } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { findMarket } from './queries.js';
import {
  settleMatchOddsMarket,
  type MarketSettlementSummary,
  type SettledBy,
} from './settle-market.js';
import { settleRateMarket } from './settle-rate-market.js';

export async function settleAnyMarket(
  context: AppContext,
  marketId: string,
  request: SettleExchangeMarketRequest,
  settledBy: SettledBy,
): Promise<MarketSettlementSummary> {
  const market = await findMarket(context.db, marketId);
  if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
  if ('void' in request) {
    return market.kind === 'match_odds'
      ? settleMatchOddsMarket(context, marketId, 'void', settledBy)
      : settleRateMarket(context, marketId, 'void', settledBy);
  }
  if ('runs' in request) {
    if (market.kind !== 'fancy') {
      throw new DomainError('validation_failed', exchangeBetMessages.resultInvalid);
    }
    return settleRateMarket(context, marketId, { runs: request.runs }, settledBy);
  }
  const winner = { winnerSelectionId: request.winner_selection_id };
  if (market.kind === 'fancy')
    throw new DomainError('validation_failed', exchangeBetMessages.resultInvalid);
  return market.kind === 'match_odds'
    ? settleMatchOddsMarket(context, marketId, winner, settledBy)
    : settleRateMarket(context, marketId, winner, settledBy);
}
