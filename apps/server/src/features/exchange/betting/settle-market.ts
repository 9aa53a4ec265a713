/**
 * Settling a Match Odds market by its winner, or voiding it (from the feed or an operator), in one
 * transaction: what is unmatched is cancelled, each player's exposure goes back to Main, losses go
 * to and wins come from the exchange clearing account (the market nets to zero there), commission
 * on a net win goes to the house, and every matched stake is reported as settled (turnover, VIP
 * points, referral, by what it risked: counted-stake.ts). A market settles once.
 */
import { exchangeBetMessages, paisa, paisaToTaka, type Paisa } from '@khela/contract';
import {
  exchangePosition,
  NO_PAISA,
  pnlByWinnerPaisa,
  positionPnlPaisa,
  type MarketFill,
  type MarketOutcome,
  type RunnerPosition,
} from '@khela/exchange';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../platform/app-context.js';
import type { Database } from '../../../platform/db/database.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { move } from '../../../platform/ledger/move.js';
import { recordAudit } from '../../operators/service.js';
import {
  commissionWeightPpm,
  countedPositionPaisa,
  recordSettledStake,
} from '../../settlement/service.js';
import { loadMatchOddsMarket } from './market-state.js';
import {
  addToOrder,
  listMarketOrders,
  listPositions,
  lockMarket,
  markMarketResult,
  setPositionExposure,
  settleOrder,
  settlePosition,
} from './queries.js';
import type { ExchangeOrderRow } from '../tables.js';

export interface MarketSettlementSummary {
  market_id: string;
  status: 'settled' | 'voided';
  players: number;
  commission: number;
}

/** Who settled: an operator's call is audited in the same transaction; the feed passes none. */
export interface SettledBy {
  operatorId: number;
  ip: string;
}

/**
 * `resultAt` is when the result was known, when a feed says so (a match it reports after the
 * fact): the market's settled time. The money moves now either way.
 */
export async function settleMatchOddsMarket(
  context: AppContext,
  marketId: string,
  outcome: MarketOutcome,
  settledBy?: SettledBy,
  resultAt?: string,
): Promise<MarketSettlementSummary> {
  return context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    const row = await lockMarket(trx, marketId, now);
    if (row?.kind !== 'match_odds')
      throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
    if (row.status === 'settled' || row.status === 'voided') {
      throw new DomainError('conflict', exchangeBetMessages.alreadySettled);
    }
    const { market, selectionIds } = await loadMatchOddsMarket(trx, marketId);
    if (outcome !== 'void' && !selectionIds.includes(outcome.winnerSelectionId)) {
      throw new DomainError('validation_failed', exchangeBetMessages.resultInvalid);
    }
    const fills = [...market.allFills()];
    const settlement = market.settle(outcome, row.commission_basis_points);
    for (const cancelled of settlement.cancelled) {
      await addToOrder(trx, Number(cancelled.orderId), {
        matchedPaisa: 0,
        cancelledPaisa: cancelled.stakePaisa,
        now,
      });
    }
    const status = outcome === 'void' ? 'voided' : 'settled';
    let commissionTotal = NO_PAISA;
    for (const position of await listPositions(trx, marketId)) {
      const result = settlement.byAccount.get(String(position.user_id)) ?? {
        netPaisa: NO_PAISA,
        commissionPaisa: NO_PAISA,
      };
      await payPosition(trx, {
        counterparty: 'exchange_clearing',
        marketId,
        position,
        ...result,
        now,
      });
      commissionTotal = paisa(commissionTotal + result.commissionPaisa);
    }
    await closeOrders(trx, {
      marketId,
      outcome,
      status,
      now,
      fills,
      selectionIds,
      commissionBasisPoints: row.commission_basis_points,
    });
    await markMarketResult(trx, marketId, {
      status,
      result: outcome === 'void' ? null : String(outcome.winnerSelectionId),
      now: resultAt ?? now,
    });
    if (settledBy) {
      await recordAudit(trx, {
        operatorId: settledBy.operatorId,
        action: outcome === 'void' ? 'exchange_market.void' : 'exchange_market.settle',
        targetType: 'exchange_market',
        targetId: marketId,
        detail: {
          outcome,
          commission_paisa: commissionTotal,
          before: { status: row.status, result: row.result },
          after: { status, result: outcome === 'void' ? null : String(outcome.winnerSelectionId) },
        },
        ip: settledBy.ip,
      });
    }
    return {
      market_id: marketId,
      status,
      players: settlement.byAccount.size,
      commission: paisaToTaka(commissionTotal),
    };
  });
}

export async function payPosition(
  trx: Transaction<Database>,
  pay: {
    /** Who pays the wins and takes the losses: players' clearing (Match Odds) or the house. */
    counterparty: 'exchange_clearing' | 'house';
    marketId: string;
    position: {
      id: number;
      user_id: number;
      currency: string;
      exposure_paisa: number;
      movements: number;
    };
    netPaisa: Paisa;
    commissionPaisa: Paisa;
    now: string;
  },
): Promise<void> {
  const { position } = pay;
  const main = { kind: 'player_main' as const, userId: position.user_id };
  const key = `exchange:${pay.marketId}:${position.user_id}`;
  const base = { currency: position.currency, reference: `exchange:${pay.marketId}` };
  if (position.exposure_paisa > 0) {
    await move(trx, {
      ...base,
      from: { kind: 'player_exposure', userId: position.user_id },
      to: main,
      amountPaisa: paisa(position.exposure_paisa),
      code: 'bet_exposure_release',
      idempotencyKey: `${key}:${position.movements + 1}`,
    });
    await setPositionExposure(trx, position.id, 0, pay.now);
  }
  if (pay.netPaisa !== 0) {
    const clearing = { kind: pay.counterparty };
    await move(trx, {
      ...base,
      from: pay.netPaisa < 0 ? main : clearing,
      to: pay.netPaisa < 0 ? clearing : main,
      amountPaisa: paisa(Math.abs(pay.netPaisa)),
      code: 'bet_settle',
      idempotencyKey: `${key}:settle`,
    });
  }
  if (pay.commissionPaisa > 0) {
    await move(trx, {
      ...base,
      from: main,
      to: { kind: 'house' },
      amountPaisa: pay.commissionPaisa,
      code: 'commission',
      idempotencyKey: `${key}:commission`,
    });
  }
  await settlePosition(trx, position.id, {
    netPaisa: pay.netPaisa,
    commissionPaisa: pay.commissionPaisa,
    now: pay.now,
  });
}

/**
 * Each matched order gets its own result; each player's matched stake is reported as settled,
 * counting their position's two-way risk at the market's commission weight (counted-stake.ts).
 */
async function closeOrders(
  trx: Transaction<Database>,
  close: {
    marketId: string;
    outcome: MarketOutcome;
    status: 'settled' | 'voided';
    now: string;
    fills: readonly MarketFill[];
    selectionIds: readonly number[];
    commissionBasisPoints: number;
  },
): Promise<void> {
  const stakeByUser = new Map<number, number>();
  for (const order of await listMarketOrders(trx, close.marketId)) {
    if (order.matched_paisa === 0) continue;
    const netPaisa =
      close.outcome === 'void'
        ? 0
        : orderNetPaisa(order, close.fills, close.outcome.winnerSelectionId);
    await settleOrder(trx, order.id, { status: close.status, netPaisa, now: close.now });
    stakeByUser.set(order.user_id, (stakeByUser.get(order.user_id) ?? 0) + order.matched_paisa);
  }
  if (close.status === 'voided') return;
  const weightPpm = commissionWeightPpm(close.commissionBasisPoints);
  const positions = fillPositionsByUser(close.fills);
  for (const [userId, stakePaisa] of stakeByUser) {
    const held = positions.get(userId) ?? [];
    await recordSettledStake(trx, {
      userId,
      stakePaisa,
      countedPaisa: Math.min(
        stakePaisa,
        countedPositionPaisa({
          pnlByOutcome: pnlByWinnerPaisa(held, close.selectionIds).values(),
          betTwoWayRisks: held.map((position) => Math.min(position.winPaisa, position.losePaisa)),
          weightsPpm: [weightPpm],
        }),
      ),
      settlementId: `exchange:market:${close.marketId}:${userId}`,
    });
  }
}

/** Each player's matched bets as positions, one per fill (taker and maker sides alike). */
function fillPositionsByUser(fills: readonly MarketFill[]): Map<number, RunnerPosition[]> {
  const byUser = new Map<number, RunnerPosition[]>();
  const add = (accountId: string, position: RunnerPosition) => {
    const userId = Number(accountId);
    const list = byUser.get(userId) ?? [];
    list.push(position);
    byUser.set(userId, list);
  };
  for (const fill of fills) {
    const makerSide = fill.takerSide === 'back' ? 'lay' : 'back';
    add(
      fill.takerAccountId,
      exchangePosition(fill.selectionId, fill.takerSide, fill.stakePaisa, fill.priceHundredths),
    );
    add(
      fill.makerAccountId,
      exchangePosition(fill.selectionId, makerSide, fill.stakePaisa, fill.priceHundredths),
    );
  }
  return byUser;
}

function orderNetPaisa(
  order: ExchangeOrderRow,
  fills: readonly MarketFill[],
  winnerSelectionId: number,
): number {
  const orderId = String(order.id);
  let net = 0;
  for (const fill of fills) {
    const isTaker = fill.takerOrderId === orderId;
    if (!isTaker && fill.makerOrderId !== orderId) continue;
    const side = isTaker ? fill.takerSide : fill.takerSide === 'back' ? 'lay' : 'back';
    net += positionPnlPaisa(
      exchangePosition(fill.selectionId, side, fill.stakePaisa, fill.priceHundredths),
      winnerSelectionId,
    );
  }
  return net;
}
