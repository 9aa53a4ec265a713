/**
 * The operator's view of the exchange's markets (admin): the list with each market's state, and
 * suspending or reopening a market by hand (a feed problem, a disputed moment). Every change is
 * audited; settling is `settle-any-market.ts`.
 */
import { exchangeBetMessages } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { isoNow } from '../../../platform/db/time.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { recordAudit } from '../../operators/service.js';
import { pushMarketImage } from '../live/market-push.js';
import { lockMarket } from '../betting/market-rows.js';
import type { SettledBy } from '../betting/settle-market.js';
import type { ExchangeMarketStatus } from '../tables.js';
import { listMarketsForOperator, setMarketTrading, setOperatorHold } from './queries.js';

const MARKETS_LISTED_MAX = 200;

export async function listMarketsAsOperator(
  context: AppContext,
  status: ExchangeMarketStatus | undefined,
) {
  const rows = await listMarketsForOperator(context.db, { status, limit: MARKETS_LISTED_MAX });
  return {
    data: rows.map((row) => ({
      market_id: row.id,
      kind: row.kind,
      name: row.name,
      status: row.status,
      ball_running: row.ball_running === 1,
      result: row.result,
      commission_basis_points: row.commission_basis_points,
      event: {
        id: row.event_id,
        name: row.event_name,
        sport: row.sport,
        status: row.event_status,
        open_date: row.open_date,
      },
    })),
  };
}

export async function setMarketStatusAsOperator(
  context: AppContext,
  marketId: string,
  status: 'open' | 'suspended',
  by: SettledBy,
): Promise<{ market_id: string; status: 'open' | 'suspended' }> {
  await context.db.transaction().execute(async (trx) => {
    const now = isoNow();
    const market = await lockMarket(trx, marketId, now);
    if (!market) throw new DomainError('not_found', exchangeBetMessages.marketNotFound);
    if (market.status !== 'open' && market.status !== 'suspended') {
      throw new DomainError('conflict', exchangeBetMessages.alreadySettled);
    }
    await setOperatorHold(trx, marketId, status === 'suspended');
    await setMarketTrading(trx, marketId, { status, ballRunning: false, now });
    await recordAudit(trx, {
      operatorId: by.operatorId,
      action: status === 'open' ? 'exchange_market.reopen' : 'exchange_market.suspend',
      targetType: 'exchange_market',
      targetId: marketId,
      detail: { before: { status: market.status }, after: { status } },
      ip: by.ip,
    });
  });
  await pushMarketImage(context, marketId);
  return { market_id: marketId, status };
}
