/**
 * Crash's shared rounds and what settles a bet. A round's times are fixed when it opens (bets until
 * `betting_ends_at`, the flight from then on), so any server instance can tell a cash-out's
 * multiplier from the clock alone; only opening rounds and marking crashes need the engine.
 *
 * Fairness: rounds take their seeds from a hash chain (`crash_chains`): the chain's commitment is
 * shown before its first round, each round's seed is revealed when it crashes and hashes to the
 * seed of the round before it, and the crash point is HMAC-SHA256(round seed, chain salt).
 */
import { randomBytes } from 'node:crypto';
import type { crashEvents } from '@khela/contract';
import {
  CRASH_BETTING_MS,
  HOUSE_MAX_WIN_MULTIPLIER,
  paisa,
  paisaToTaka,
  type CrashBet,
  type CrashRound,
} from '@khela/contract';
import {
  crashChainCommitment,
  crashPayoutPaisa,
  crashPointFromRoundSeed,
  crashRoundSeedAt,
  SERVER_SEED_BYTES,
} from '@khela/house-games';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { ProviderWallet } from '../casino/service.js';
import {
  claimChainIndex,
  findChain,
  findOpenChain,
  insertChain,
  insertCrashRound,
  settleCrashBet,
} from './queries.js';
import type { CrashBetRow, CrashChainRow, CrashRoundRow } from './tables.js';

/**
 * Rounds per chain: deriving a round's seed hashes the terminal seed up to this many times, about
 * 10 ms here, and a chain lasts about two days of play. A new chain gets a new commitment.
 */
export const CRASH_CHAIN_LENGTH = 10_000;
/** The highest multiplier a bet can reach (hundredths): every bet still in is cashed out there. */
export const CRASH_CAP_HUNDREDTHS = HOUSE_MAX_WIN_MULTIPLIER * 100;
export const CRASH_CHANNEL = 'house-crash';

const SALT_BYTES = 16;

export const hundredthsToMultiplier = (hundredths: number) => hundredths / 100;

/** The pay-out of a bet cashed out at `multiplier` hundredths in a round crashing at `point`. */
export function crashPayout(bet: CrashBetRow, multiplier: number, point: number): number {
  return crashPayoutPaisa(paisa(bet.stake_paisa), multiplier, point);
}

/** Where this bet cashes out by itself: its own target, or the cap. */
export function automaticTarget(bet: Pick<CrashBetRow, 'auto_cashout'>): number {
  return Math.min(bet.auto_cashout ?? CRASH_CAP_HUNDREDTHS, CRASH_CAP_HUNDREDTHS);
}

export function walletRoundOf(roundId: number, userId: number) {
  return { userId, gameCode: 'crash', roundId: `crash:${roundId}:${userId}` };
}

async function openChain(executor: Executor, now: string): Promise<CrashChainRow> {
  const existing = await findOpenChain(executor);
  if (existing) return existing;
  const terminalSeed = randomBytes(SERVER_SEED_BYTES).toString('hex');
  return insertChain(executor, {
    terminal_seed: terminalSeed,
    round_count: CRASH_CHAIN_LENGTH,
    commitment: crashChainCommitment(terminalSeed, CRASH_CHAIN_LENGTH),
    salt: randomBytes(SALT_BYTES).toString('hex'),
    created_at: now,
  });
}

/** Opens the next round for bets; undefined when another instance opened it first. */
export async function openNextRound(
  context: AppContext,
  nowMs: number,
): Promise<CrashRoundRow | undefined> {
  const now = new Date(nowMs).toISOString();
  const chain = await openChain(context.db, now);
  const index = chain.next_index;
  const roundSeed = crashRoundSeedAt(chain.terminal_seed, chain.round_count, index);
  const bettingEndsAt = new Date(nowMs + CRASH_BETTING_MS).toISOString();
  return context.db.transaction().execute(async (trx) => {
    if (!(await claimChainIndex(trx, chain.id, index))) return undefined;
    return insertCrashRound(trx, {
      chain_id: chain.id,
      round_index: index,
      round_seed: roundSeed,
      crash_point: crashPointFromRoundSeed(roundSeed, chain.salt),
      phase: 'betting',
      betting_ends_at: bettingEndsAt,
      started_at: bettingEndsAt,
      crashed_at: null,
      created_at: now,
    });
  });
}

/** A round as players see it: the crash point and the seed only once it has crashed. */
export async function roundView(executor: Executor, round: CrashRoundRow): Promise<CrashRound> {
  const chain = await findChain(executor, round.chain_id);
  if (!chain) throw new Error(`crash round ${round.id} has no chain`);
  const crashed = round.phase === 'crashed';
  return {
    id: round.id,
    phase: round.phase,
    betting_ends_at: round.betting_ends_at,
    started_at: round.started_at,
    crashed_at: round.crashed_at,
    crash_point: crashed ? hundredthsToMultiplier(round.crash_point) : null,
    chain: { id: chain.id, commitment: chain.commitment, salt: chain.salt },
    round_index: round.round_index,
    round_seed: crashed ? round.round_seed : null,
  };
}

export function crashBetView(bet: CrashBetRow): CrashBet {
  return {
    round_id: bet.round_id,
    stake: paisaToTaka(paisa(bet.stake_paisa)),
    auto_cashout: bet.auto_cashout === null ? null : hundredthsToMultiplier(bet.auto_cashout),
    status: bet.status,
    cashout_multiplier:
      bet.cashout_multiplier === null ? null : hundredthsToMultiplier(bet.cashout_multiplier),
    payout: paisaToTaka(paisa(bet.payout_paisa)),
  };
}

/**
 * Settles one bet, once: cashed out at `multiplier` hundredths, or lost (null). The round's
 * wallet credit (the pay-out, or 0 for a loss) closes it. Answers the settled bet and the balance,
 * or undefined when the bet was already settled.
 */
export async function settleBet(
  trx: Transaction<Database>,
  wallet: ProviderWallet,
  bet: CrashBetRow,
  round: CrashRoundRow,
  multiplier: number | null,
  nowMs: number,
): Promise<{ bet: CrashBetRow; balancePaisa: number } | undefined> {
  const payout = multiplier === null ? 0 : crashPayout(bet, multiplier, round.crash_point);
  const settled = await settleCrashBet(trx, bet.id, {
    status: multiplier === null ? 'lost' : 'cashed_out',
    cashout_multiplier: multiplier,
    payout_paisa: payout,
    settled_at: new Date(nowMs).toISOString(),
  });
  if (!settled) return undefined;
  const paid = await wallet.credit(
    {
      ...walletRoundOf(round.id, bet.user_id),
      transactionId: `crash:${round.id}:${bet.user_id}:win`,
      amountPaisa: payout,
    },
    trx,
  );
  return { bet: settled, balancePaisa: paid.balancePaisa };
}

/** Players are named on the shared stream by a masked username (first two letters). */
export function maskedName(username: string): string {
  return `${username.slice(0, 2)}***`;
}

export async function publishCrash(
  context: AppContext,
  event: (typeof crashEvents)[keyof typeof crashEvents],
  data: unknown,
): Promise<void> {
  // A lost event is only a missed animation frame: the pages refresh the state on `ready`.
  try {
    await context.pubsub.publish(CRASH_CHANNEL, JSON.stringify({ event, data }));
  } catch {
    // Nothing to undo: the round's state is in the database.
  }
}
