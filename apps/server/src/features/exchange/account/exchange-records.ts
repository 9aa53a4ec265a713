/**
 * The Exchange tab of the betting record ([contract: Screens]): every bet with a matched stake,
 * as the spec's exchange record (event, bet type, market, selection, stake, potential profit and
 * liability, odds or rate, runs for Fancy, net result, status open / WON / LOST; a void is shown
 * as processing would be, with status VOID).
 */
import { paisa, paisaToTaka, type ExchangeRecord } from '@khela/contract';
import { exchangePosition, bookmakerPosition, rateLossPaisa, rateWinPaisa } from '@khela/exchange';
import type { Executor } from '../../../platform/ledger/ledger.js';
import { averageOdds } from '../betting/bet-view.js';
import type { ExchangeFillRow } from '../tables.js';
import { listFillsOfOrders, listRecordOrders } from './queries.js';

type RecordRow = Awaited<ReturnType<typeof listRecordOrders>>[number];

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

/**
 * A Match Odds bet's figures at the prices it was matched at (a bet meets better prices than it
 * asks, and settles at those), fill by fill as settlement rounds them.
 */
function matchedFigures(
  row: RecordRow,
  fills: readonly ExchangeFillRow[],
): { profitPaisa: number; liabilityPaisa: number } {
  const side = row.side === 'lay' ? 'lay' : 'back';
  let profitPaisa = 0;
  let liabilityPaisa = 0;
  for (const fill of fills) {
    if (fill.taker_order_id !== row.id && fill.maker_order_id !== row.id) continue;
    const position = exchangePosition(0, side, paisa(fill.stake_paisa), fill.price_hundredths);
    profitPaisa += position.winPaisa;
    liabilityPaisa += position.losePaisa;
  }
  return { profitPaisa, liabilityPaisa };
}

function profitAndLiability(
  row: RecordRow,
  fills: readonly ExchangeFillRow[],
): { profitPaisa: number; liabilityPaisa: number } {
  const stake = paisa(row.matched_paisa);
  if (row.kind === 'fancy') {
    const rate = row.rate ?? 0;
    return row.side === 'yes'
      ? { profitPaisa: rateWinPaisa(stake, rate), liabilityPaisa: stake }
      : { profitPaisa: stake, liabilityPaisa: rateLossPaisa(stake, rate) };
  }
  const side = row.side === 'lay' ? 'lay' : 'back';
  if (row.kind !== 'bookmaker') return matchedFigures(row, fills);
  const position = bookmakerPosition(0, side, stake, row.rate ?? 0);
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
  const fills = await listFillsOfOrders(
    db,
    rows.filter((row) => row.kind === 'match_odds').map((row) => row.id),
  );
  return rows.map((row) => {
    const { profitPaisa, liabilityPaisa } = profitAndLiability(row, fills);
    // Match Odds: the odds the bet got (stake-weighted over its fills), as settlement paid them.
    const odds =
      row.kind === 'match_odds'
        ? (averageOdds(row.id, fills) ?? (row.price_hundredths ?? 0) / 100)
        : (row.rate ?? 0);
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
