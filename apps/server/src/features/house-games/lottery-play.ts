/**
 * The lottery as its page plays it: the draw selling now (its commitment, sales and pool), the
 * last draw drawn (its numbers and revealed seed) and the player's tickets in both; and buying a
 * ticket, one casino round per ticket in one transaction with its Idempotency-Key: the stake
 * debited, the ticket written and the draw's sales counted, refused once the draw has closed.
 */
import {
  houseMessages,
  paisa,
  paisaToTaka,
  type LotteryDraw,
  type LotteryStateResponse,
  type LotteryTicket,
} from '@khela/contract';
import { lotteryPoolPaisa } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import { lastDrawnBefore, openDrawAt, readPicks } from './lottery-draws.js';
import { assertNewRound, stakeLimitsPaisa } from './new-round.js';
import type { LotteryDrawRow, LotteryTicketRow } from './tables.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

function drawView(draw: LotteryDrawRow, carriedInPaisa: number): LotteryDraw {
  const drawn = draw.status === 'drawn';
  return {
    id: draw.id,
    number: draw.number,
    closes_at: draw.closes_at,
    server_seed_hash: draw.server_seed_hash,
    server_seed: drawn ? draw.server_seed : null,
    numbers: draw.numbers === null ? null : readPicks(draw.numbers),
    tickets: draw.tickets,
    sales: taka(draw.sales_paisa),
    pool: taka(draw.pool_paisa ?? lotteryPoolPaisa(draw.sales_paisa, carriedInPaisa)),
    winners: draw.winners === null ? null : (JSON.parse(draw.winners) as Record<string, number>),
    carried_out: draw.carried_out_paisa === null ? null : taka(draw.carried_out_paisa),
  };
}

function ticketView(ticket: LotteryTicketRow): LotteryTicket {
  return {
    id: ticket.id,
    draw_id: ticket.draw_id,
    picks: readPicks(ticket.picks),
    price: taka(ticket.price_paisa),
    status: ticket.status,
    matches: ticket.matches,
    payout: taka(ticket.payout_paisa),
    created_at: ticket.created_at,
  };
}

async function stateOf(
  executor: Executor,
  periodMs: number,
  launch: LaunchSession,
  nowMs: number,
  balancePaisa: number,
): Promise<LotteryStateResponse> {
  const open = await openDrawAt(executor, nowMs, periodMs);
  const last = await lastDrawnBefore(executor, open.number);
  const drawIds = [open.id, ...(last ? [last.id] : [])];
  const tickets = await executor
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('user_id', '=', launch.userId)
    .where('draw_id', 'in', drawIds)
    .orderBy('id', 'desc')
    .execute();
  return {
    // The open draw's pool so far takes the carry of the last draw drawn.
    open: drawView(open, last?.carried_out_paisa ?? 0),
    last: last ? drawView(last, last.carried_in_paisa ?? 0) : null,
    tickets: tickets.map(ticketView),
    balance: taka(balancePaisa),
    server_time: new Date(nowMs).toISOString(),
    draw_seconds: Math.round(periodMs / 1000),
  };
}

export async function lotteryState(
  context: AppContext,
  launch: LaunchSession,
  nowMs: number = Date.now(),
): Promise<LotteryStateResponse> {
  const balance = await houseWallet(context).balance(launch.userId);
  return stateOf(
    context.db,
    context.config.houseLotteryDrawMs,
    launch,
    nowMs,
    balance.balancePaisa,
  );
}

export async function buyLotteryTicket(
  context: AppContext,
  launch: LaunchSession,
  picks: number[],
  transaction: CallTransaction<LotteryStateResponse> = plainTransaction(context.db),
  nowMs: number = Date.now(),
): Promise<LotteryStateResponse> {
  // A ticket has one price: the game's stake limits are that price.
  const pricePaisa = stakeLimitsPaisa(launch, 'lottery').min;
  const wallet = houseWallet(context);
  const periodMs = context.config.houseLotteryDrawMs;
  // The slot's draw is made before the ticket's transaction, so its seed is fixed first.
  await openDrawAt(context.db, nowMs, periodMs);
  return transaction(async (trx) => {
    assertNewRound(launch, 'lottery', pricePaisa);
    const draw = await openDrawAt(trx, nowMs, periodMs);
    const counted = await trx
      .updateTable('lottery_draws')
      .set((eb) => ({
        tickets: eb('tickets', '+', 1),
        sales_paisa: eb('sales_paisa', '+', pricePaisa),
      }))
      .where('id', '=', draw.id)
      .where('status', '=', 'open')
      .where('closes_at', '>', new Date(nowMs).toISOString())
      .returning('id')
      .executeTakeFirst();
    if (!counted) throw new DomainError('conflict', houseMessages.betsClosed);
    const ticket = await trx
      .insertInto('lottery_tickets')
      .values({
        draw_id: draw.id,
        user_id: launch.userId,
        picks: JSON.stringify([...picks].sort((a, b) => a - b)),
        price_paisa: pricePaisa,
        status: 'open',
        matches: null,
        created_at: new Date(nowMs).toISOString(),
        settled_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const debited = await wallet.debit(
      {
        userId: launch.userId,
        gameCode: 'lottery',
        roundId: `lottery:${ticket.id}`,
        transactionId: `lottery:${ticket.id}:bet`,
        amountPaisa: pricePaisa,
        game: launch.game,
      },
      trx,
    );
    return stateOf(trx, periodMs, launch, nowMs, debited.balancePaisa);
  });
}
