/**
 * The scheduled lottery's draws. Draw n sells tickets from n × period to (n + 1) × period and is
 * made by the first call in its slot, with a new server seed whose hash is published at once, so
 * the seed is fixed before the first ticket. A pass every second (every instance may run it)
 * draws the oldest draw whose sales have closed: it claims the draw by a conditional update, so
 * only one pass draws it, then reads its tickets, draws the numbers from the seed, shares the pool
 * (90 % of the sales and what the draw before carried) and settles each ticket's casino round
 * (its prize, or 0), all in one transaction. Draws go in order, so each takes the carry of the
 * one before exactly once.
 */
import { isoNow } from '../../platform/db/time.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  lotteryMatches,
  lotteryNumbers,
  lotteryPoolPaisa,
  lotteryPrizes,
} from '@khela/house-games';
import { z } from 'zod';
import { houseWallet } from '../casino/service.js';
import { newServerSeed } from './fair-seeds.js';
import type { LotteryDrawRow } from './tables.js';

const picksSchema = z.array(z.number().int());

export function readPicks(text: string): number[] {
  return picksSchema.parse(JSON.parse(text));
}

/** The draw selling tickets at `nowMs`: made (seed and all) if this is the slot's first call. */
export async function openDrawAt(
  executor: Executor,
  nowMs: number,
  periodMs: number,
): Promise<LotteryDrawRow> {
  const number = Math.floor(nowMs / periodMs);
  await executor
    .insertInto('lottery_draws')
    .values({
      number,
      ...newServerSeed(),
      closes_at: new Date((number + 1) * periodMs).toISOString(),
      status: 'open',
      created_at: new Date(nowMs).toISOString(),
    })
    .onConflict((conflict) => conflict.column('number').doNothing())
    .execute();
  return executor
    .selectFrom('lottery_draws')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
}

/** The last draw drawn before draw `number` (the one whose carry it takes). */
export function lastDrawnBefore(
  executor: Executor,
  number: number,
): Promise<LotteryDrawRow | undefined> {
  return executor
    .selectFrom('lottery_draws')
    .selectAll()
    .where('status', '=', 'drawn')
    .where('number', '<', number)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Draws the oldest draw whose sales have closed, if any; answers whether it drew one. */
async function drawOldestDue(context: AppContext, nowMs: number): Promise<boolean> {
  const wallet = houseWallet(context);
  const now = new Date(nowMs).toISOString();
  return context.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('lottery_draws')
      .select('id')
      .where('status', '=', 'open')
      .where('closes_at', '<=', now)
      .orderBy('number', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!due) return false;
    const draw = await trx
      .updateTable('lottery_draws')
      .set({ status: 'drawn', drawn_at: isoNow() })
      .where('id', '=', due.id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    // Another pass drew it first.
    if (!draw) return true;
    const before = await lastDrawnBefore(trx, draw.number);
    const carriedIn = before?.carried_out_paisa ?? 0;
    const pool = lotteryPoolPaisa(draw.sales_paisa, carriedIn);
    const tickets = await trx
      .selectFrom('lottery_tickets')
      .selectAll()
      .where('draw_id', '=', draw.id)
      .orderBy('id')
      .execute();
    const numbers = lotteryNumbers(draw.server_seed, draw.number);
    const picked = tickets.map((ticket) => ({
      id: ticket.id,
      userId: ticket.user_id,
      picks: readPicks(ticket.picks),
    }));
    const { prizes, carriedPaisa, winners } = lotteryPrizes(picked, numbers, pool);
    for (const ticket of picked) {
      const prize = prizes.get(ticket.id) ?? 0;
      await trx
        .updateTable('lottery_tickets')
        .set({
          status: prize > 0 ? 'won' : 'lost',
          matches: lotteryMatches(ticket.picks, numbers),
          payout_paisa: prize,
          settled_at: now,
        })
        .where('id', '=', ticket.id)
        .execute();
      await wallet.credit(
        {
          userId: ticket.userId,
          gameCode: 'lottery',
          roundId: `lottery:${ticket.id}`,
          transactionId: `lottery:${ticket.id}:win`,
          amountPaisa: prize,
        },
        trx,
      );
    }
    await trx
      .updateTable('lottery_draws')
      .set({
        numbers: JSON.stringify(numbers),
        winners: JSON.stringify(winners),
        carried_in_paisa: carriedIn,
        pool_paisa: pool,
        carried_out_paisa: carriedPaisa,
      })
      .where('id', '=', draw.id)
      .execute();
    return true;
  });
}

/** Draws every draw whose sales closed by `nowMs`, oldest first. */
export async function drawDueLotteryDraws(context: AppContext, nowMs: number): Promise<number> {
  let drawn = 0;
  while (await drawOldestDue(context, nowMs)) drawn += 1;
  return drawn;
}
