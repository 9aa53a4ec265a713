/**
 * The Exchange tab of the betting record (player-area §Records): every bet with a matched stake,
 * as the spec's exchange record (event, bet type, market, selection, stake, potential profit and
 * liability, odds or rate, runs for Fancy, net result, status open / WON / LOST; a void is shown
 * as processing would be, with status VOID).
 */
import { paisa, paisaToTaka, type ExchangeRecord } from '@khela/contract';
import { exchangePosition, bookmakerPosition, rateLossPaisa, rateWinPaisa } from '@khela/exchange';
import type { Executor } from '../../platform/ledger/ledger.js';
import { listRecordOrders } from './queries.js';

type RecordRow = Awaited<ReturnType<typeof listRecordOrders>>[number];

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

function profitAndLiability(row: RecordRow): { profitPaisa: number; liabilityPaisa: number } {
  const stake = row.matched_paisa;
  if (row.kind === 'fancy') {
    const rate = row.rate ?? 0;
    return row.side === 'yes'
      ? { profitPaisa: rateWinPaisa(stake, rate), liabilityPaisa: stake }
      : { profitPaisa: stake, liabilityPaisa: rateLossPaisa(stake, rate) };
  }
  const side = row.side === 'lay' ? 'lay' : 'back';
  const position =
    row.kind === 'bookmaker'
      ? bookmakerPosition(0, side, stake, row.rate ?? 0)
      : exchangePosition(0, side, stake, row.price_hundredths ?? 100);
  return { profitPaisa: position.winPaisa, liabilityPaisa: position.losePaisa };
}

function statusOf(row: RecordRow): string {
  if (row.status === 'voided') return 'VOID';
  if (row.status !== 'settled' || row.net_paisa === null) return 'open';
  return row.net_paisa > 0 ? 'WON' : 'LOST';
}

export async function exchangeRecords(
  db: Executor,
  userId: number,
  since: string,
  limit: number,
): Promise<ExchangeRecord[]> {
  const rows = await listRecordOrders(db, userId, since, limit);
  return rows.map((row) => {
    const { profitPaisa, liabilityPaisa } = profitAndLiability(row);
    const odds = row.kind === 'match_odds' ? (row.price_hundredths ?? 0) / 100 : (row.rate ?? 0);
    const run = row.kind === 'fancy' ? (row.side === 'yes' ? row.yes_line : row.no_line) : null;
    return {
      transaction_id: `EX${row.id}`,
      created_at: row.placed_at,
      event_name: row.event_name,
      game_type: row.sport,
      bet_type: row.side,
      market_name: row.market_name,
      selection_name: row.runner_name ?? row.market_name,
      stake: taka(row.matched_paisa),
      potential_profit: taka(profitPaisa),
      potential_liability: taka(liabilityPaisa),
      odds,
      run,
      net_profit_loss: taka(row.net_paisa ?? 0),
      status: statusOf(row),
    };
  });
}
