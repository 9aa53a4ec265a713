/**
 * The house games' takings per Bangladesh day (GMT+6) and game: rounds settled, stakes, payouts
 * and GGR (stakes less payouts), from the casino's settled rounds of the house provider. Today is
 * the last day; days without a round are left out.
 */
import {
  dhakaDateOf,
  dhakaDayStartIso,
  HOUSE_PLATFORM,
  paisa,
  paisaToTaka,
  shiftDhakaDate,
  type HouseGgrResponse,
  type HouseGgrRow,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { settledRoundsByGameAndHour } from '../casino/service.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

export async function houseGgr(
  context: AppContext,
  days: number,
  nowMs: number = Date.now(),
): Promise<HouseGgrResponse> {
  const to = dhakaDateOf(nowMs);
  const from = shiftDhakaDate(to, 1 - days);
  const hours = await settledRoundsByGameAndHour(
    context.db,
    HOUSE_PLATFORM,
    dhakaDayStartIso(from),
    dhakaDayStartIso(shiftDhakaDate(to, 1)),
  );
  const totals = new Map<
    string,
    { date: string; game: string } & Record<'rounds' | 'stakes' | 'wins', number>
  >();
  for (const hour of hours) {
    const date = dhakaDateOf(Date.parse(`${hour.hour}:00:00.000Z`));
    const key = `${date} ${hour.game}`;
    const total = totals.get(key) ?? { date, game: hour.game, rounds: 0, stakes: 0, wins: 0 };
    total.rounds += hour.rounds;
    total.stakes += hour.stakesPaisa;
    total.wins += hour.winsPaisa;
    totals.set(key, total);
  }
  const data: HouseGgrRow[] = [...totals.values()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.game.localeCompare(b.game))
    .map((total) => ({
      date: total.date,
      game: total.game,
      rounds: total.rounds,
      stakes: taka(total.stakes),
      payouts: taka(total.wins),
      ggr: taka(total.stakes - total.wins),
    }));
  return { from, to, data };
}
