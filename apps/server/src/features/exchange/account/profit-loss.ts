/**
 * Profit & Loss of the Account area: each market the player had matched bets on and that settled
 * in the range, as settled (won or lost before commission, the commission, what reached Main),
 * then the sums per sport and overall.
 */
import {
  paisa,
  paisaToTaka,
  type ExchangeDateRangeQuery,
  type ExchangeProfitLossResponse,
} from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { resolveAccountRange } from './account-range.js';
import { listAccountSettledPositions } from './queries.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

interface Sums {
  grossPaisa: number;
  commissionPaisa: number;
}

const figures = (sums: Sums) => ({
  gross: taka(sums.grossPaisa),
  commission: taka(sums.commissionPaisa),
  net: taka(sums.grossPaisa - sums.commissionPaisa),
});

export async function accountProfitLoss(
  context: AppContext,
  userId: number,
  query: ExchangeDateRangeQuery,
): Promise<ExchangeProfitLossResponse> {
  const range = resolveAccountRange(query);
  const rows = await listAccountSettledPositions(context.db, userId, range);
  const bySport = new Map<string, Sums>();
  const total: Sums = { grossPaisa: 0, commissionPaisa: 0 };
  const markets = rows.map((row) => {
    const sums = {
      grossPaisa: Number(row.net_paisa ?? 0),
      commissionPaisa: Number(row.commission_paisa ?? 0),
    };
    const sport = bySport.get(row.sport) ?? { grossPaisa: 0, commissionPaisa: 0 };
    sport.grossPaisa += sums.grossPaisa;
    sport.commissionPaisa += sums.commissionPaisa;
    bySport.set(row.sport, sport);
    total.grossPaisa += sums.grossPaisa;
    total.commissionPaisa += sums.commissionPaisa;
    return {
      market_id: row.market_id,
      market_name: row.market_name,
      kind: row.kind,
      sport: row.sport,
      event_name: row.event_name,
      settled_at: row.settled_at ?? '',
      ...figures(sums),
    };
  });
  return {
    markets,
    sports: [...bySport].map(([sport, sums]) => ({ sport, ...figures(sums) })),
    total: figures(total),
    from: range.from,
    to: range.to,
  };
}
