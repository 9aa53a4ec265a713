/**
 * Settling a Bookmaker market by its winner or a Fancy market by its runs, or voiding either, in
 * one transaction: each player's exposure goes back to Main, then their net result is paid by or
 * to the house (no commission on house markets), each bet gets its own result, and the stakes are
 * reported as settled (turnover, VIP points, referral, by the risk taken at the house's margin:
 * rate-positions.ts). A market settles once.
 */
import { exchangeBetMessages, paisa, type Paisa } from '@khela/contract';
import { fancyComparedResult, NO_PAISA } from '@khela/exchange';
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { recordAudit } from '../../operators/service.js';
import { recordSettledStake } from '../../settlement/service.js';
import {
  listMarketOrders,
  listPositions,
  listRunners,
  lockMarket,
  markMarketResult,
  settleOrder,
} from './queries.js';
import {
  rateMarketCountedPaisa,
  rateOrderPnlPaisa,
  type RateMarketResult,
} from './rate-positions.js';
import { payPosition, type MarketSettlementSummary, type SettledBy } from './settle-market.js';
import type { ExchangeOrderRow } from '../tables.js';

export async function settleRateMarket(
  context: AppContext,
  marketId: string,
  result: RateMarketResult | 'void',
  settledBy?: SettledBy,
): Promise<MarketSettlementSummary> {
  return context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    const market = await lockMarket(trx, marketId, now);
    if (market?.kind !== 'bookmaker' && market?.kind !== 'fancy') {
      throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
    }
    if (market.status === 'settled' || market.status === 'voided') {
      throw new DomainError('conflict', exchangeBetMessages.alreadySettled);
    }
    if (result !== 'void') {
      const fits =
        market.kind === 'fancy'
          ? 'runs' in result && Number.isSafeInteger(result.runs) && result.runs >= 0
          : 'winnerSelectionId' in result &&
            (await listRunners(trx, marketId)).some(
              (runner) => runner.selection_id === result.winnerSelectionId,
            );
      if (!fits) throw new DomainError('validation_failed', exchangeBetMessages.resultInvalid);
    }
    const status = result === 'void' ? 'voided' : 'settled';
    // A Lottery line is compared with the runs' last digit, an Odd/Even line with their parity.
    const compared: RateMarketResult | 'void' =
      result !== 'void' && 'runs' in result
        ? { runs: fancyComparedResult(market.fancy_type, result.runs) }
        : result;
    const netByUser = new Map<number, Paisa>();
    const stakeByUser = new Map<number, number>();
    const ordersByUser = new Map<number, ExchangeOrderRow[]>();
    for (const order of await listMarketOrders(trx, marketId)) {
      if (order.status !== 'matched') continue;
      ordersByUser.set(order.user_id, [...(ordersByUser.get(order.user_id) ?? []), order]);
      const netPaisa = compared === 'void' ? NO_PAISA : rateOrderPnlPaisa(order, compared);
      await settleOrder(trx, order.id, { status, netPaisa, now });
      netByUser.set(order.user_id, paisa((netByUser.get(order.user_id) ?? NO_PAISA) + netPaisa));
      stakeByUser.set(order.user_id, (stakeByUser.get(order.user_id) ?? 0) + order.matched_paisa);
    }
    for (const position of await listPositions(trx, marketId)) {
      await payPosition(trx, {
        counterparty: 'house',
        marketId,
        position,
        netPaisa: netByUser.get(position.user_id) ?? NO_PAISA,
        commissionPaisa: NO_PAISA,
        now,
      });
    }
    if (status === 'settled') {
      const selectionIds =
        market.kind === 'fancy'
          ? []
          : (await listRunners(trx, marketId)).map((runner) => runner.selection_id);
      for (const [userId, stakePaisa] of stakeByUser) {
        await recordSettledStake(trx, {
          userId,
          stakePaisa,
          countedPaisa: Math.min(
            stakePaisa,
            rateMarketCountedPaisa(market.kind, ordersByUser.get(userId) ?? [], selectionIds),
          ),
          settlementId: `exchange:market:${marketId}:${userId}`,
        });
      }
    }
    const resultText =
      result === 'void'
        ? null
        : 'runs' in result
          ? String(result.runs)
          : String(result.winnerSelectionId);
    await markMarketResult(trx, marketId, { status, result: resultText, now });
    if (settledBy) {
      await recordAudit(trx, {
        operatorId: settledBy.operatorId,
        action: status === 'voided' ? 'exchange_market.void' : 'exchange_market.settle',
        targetType: 'exchange_market',
        targetId: marketId,
        detail: {
          result,
          before: { status: market.status, result: market.result },
          after: { status, result: resultText },
        },
        ip: settledBy.ip,
      });
    }
    return { market_id: marketId, status, players: netByUser.size, commission: 0 };
  });
}
