/**
 * GET /api/betting-record (/betting-record): the Settled tab from the player's settled
 * casino rounds of the last 7 days, newest first, and the Exchange tab from the exchange's bets of
 * the same week; filters run on the client.
 */
import {
  paisa,
  paisaToTaka,
  recordDateRangeBounds,
  type BettingRecordResponse,
  type GameBetRecord,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { exchangeRecords } from '../exchange/service.js';
import { listSettledRounds } from './queries.js';

/** A week of a busy slots player fits; beyond it the oldest rows of the week are left out. */
export const BETTING_RECORD_ROWS_MAX = 2000;

export async function getBettingRecord(
  context: AppContext,
  userId: number,
  nowMs: number = Date.now(),
): Promise<BettingRecordResponse> {
  const window = recordDateRangeBounds('last_7_days', nowMs);
  const since = new Date(window?.fromMs ?? 0).toISOString();
  const rows = await listSettledRounds(context.db, userId, since, BETTING_RECORD_ROWS_MAX);
  const settled: GameBetRecord[] = rows.map((row) => ({
    id: row.id,
    // A round enters the Settled tab when it settles, so that is its time.
    created_at: row.settled_at ?? '',
    platform: row.provider,
    game_type: row.game_type,
    game_name: row.game_name,
    bet_amount: paisaToTaka(paisa(row.stake_paisa)),
    winAmount: paisaToTaka(paisa(row.win_paisa)),
  }));
  const exchange = await exchangeRecords(context.db, userId, since, BETTING_RECORD_ROWS_MAX);
  return { success: true, data: { settled, exchange } };
}
