/**
 * A player's Crash calls: the state of the round, a bet while the round takes bets, and a cash-out
 * during the flight, decided by the server's clock: before the crash it pays ⌊stake × m(t)⌋ (or
 * the bet's own auto target if the flight has passed it), from the crash on it is refused.
 * A bet's and a cash-out's transaction may be the route's, which also holds the Idempotency-Key.
 */
import {
  CRASH_HISTORY_LENGTH,
  crashEvents,
  houseMessages,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type CrashBetResponse,
  type CrashStateResponse,
} from '@khela/contract';
import { crashCashOutAt } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import type { CrashEngine } from './crash-engine.js';
import { assertNewRound } from './new-round.js';
import {
  automaticTarget,
  CRASH_CAP_HUNDREDTHS,
  crashBetView,
  hundredthsToMultiplier,
  maskedName,
  publishCrash,
  roundView,
  settleBet,
  walletRoundOf,
} from './crash-rounds.js';
import {
  findCrashBet,
  findLatestRound,
  insertCrashBetIfNew,
  listCrashedRounds,
} from './queries.js';

export async function crashState(
  context: AppContext,
  engine: CrashEngine,
  launch: LaunchSession,
): Promise<CrashStateResponse> {
  const round = await findLatestRound(context.db);
  const bet = round ? await findCrashBet(context.db, round.id, launch.userId) : undefined;
  const history = await listCrashedRounds(context.db, CRASH_HISTORY_LENGTH);
  const balance = await houseWallet(context).balance(launch.userId);
  return {
    round: round ? await roundView(context.db, round) : null,
    bet: bet ? crashBetView(bet) : null,
    history: history.map((row) => ({
      id: row.id,
      crash_point: hundredthsToMultiplier(row.crash_point),
    })),
    balance: paisaToTaka(balance.balancePaisa),
    server_time: new Date(engine.now()).toISOString(),
  };
}

export async function placeCrashBet(
  context: AppContext,
  engine: CrashEngine,
  launch: LaunchSession,
  request: { stakeTaka: number; autoCashout: number | undefined },
  transaction: CallTransaction<CrashBetResponse> = plainTransaction(context.db),
): Promise<CrashBetResponse> {
  const nowMs = engine.now();
  const stakePaisa = takaToPaisa(request.stakeTaka);
  const autoCashout =
    request.autoCashout === undefined ? null : Math.round(request.autoCashout * 100);
  const wallet = houseWallet(context);
  const answer = await transaction(async (trx) => {
    assertNewRound(launch, 'crash', stakePaisa);
    const round = await findLatestRound(trx);
    if (round?.phase !== 'betting' || nowMs >= Date.parse(round.betting_ends_at)) {
      throw new DomainError('conflict', houseMessages.betsClosed);
    }
    const bet = await insertCrashBetIfNew(trx, {
      round_id: round.id,
      user_id: launch.userId,
      stake_paisa: stakePaisa,
      auto_cashout: autoCashout,
      cashout_multiplier: null,
      payout_paisa: 0,
      status: 'active',
      created_at: isoNow(),
      settled_at: null,
    });
    if (!bet) throw new DomainError('conflict', houseMessages.alreadyBet);
    const debited = await wallet.debit(
      {
        ...walletRoundOf(round.id, launch.userId),
        transactionId: `crash:${round.id}:${launch.userId}:bet`,
        amountPaisa: stakePaisa,
      },
      trx,
    );
    return { bet: crashBetView(bet), balance: paisaToTaka(debited.balancePaisa) };
  });
  await publishCrash(context, crashEvents.bet, {
    round_id: answer.bet.round_id,
    player: maskedName(launch.username),
    stake: answer.bet.stake,
  });
  return answer;
}

export async function cashOutCrash(
  context: AppContext,
  engine: CrashEngine,
  launch: LaunchSession,
  transaction: CallTransaction<CrashBetResponse> = plainTransaction(context.db),
): Promise<CrashBetResponse> {
  const nowMs = engine.now();
  const wallet = houseWallet(context);
  const answer = await transaction(async (trx) => {
    const round = await findLatestRound(trx);
    const bet = round ? await findCrashBet(trx, round.id, launch.userId) : undefined;
    if (!round || !bet) throw new DomainError('not_found', houseMessages.noCrashBet);
    if (bet.status !== 'active') throw new DomainError('conflict', houseMessages.cashedOut);
    const elapsedMs = nowMs - Date.parse(round.started_at);
    if (elapsedMs < 0) throw new DomainError('conflict', houseMessages.notFlying);
    const outcome = crashCashOutAt(paisa(bet.stake_paisa), elapsedMs, round.crash_point);
    if (!outcome.cashedOut) {
      throw new DomainError(
        'conflict',
        outcome.reason === 'crashed' ? houseMessages.crashed : houseMessages.notFlying,
      );
    }
    // The bet's own target (or the cap) wins if the flight has already passed it.
    const multiplier = Math.min(
      outcome.multiplierHundredths,
      automaticTarget(bet),
      CRASH_CAP_HUNDREDTHS,
    );
    const settled = await settleBet(trx, wallet, bet, round, multiplier, nowMs);
    if (!settled) throw new DomainError('conflict', houseMessages.cashedOut);
    return {
      bet: crashBetView(settled.bet),
      balance: paisaToTaka(paisa(settled.balancePaisa)),
    };
  });
  await publishCrash(context, crashEvents.cashout, {
    round_id: answer.bet.round_id,
    player: maskedName(launch.username),
    multiplier: answer.bet.cashout_multiplier,
    payout: answer.bet.payout,
  });
  return answer;
}
