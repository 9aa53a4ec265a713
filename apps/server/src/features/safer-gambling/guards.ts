/**
 * What the money paths ask of safer gambling, each inside the transaction that moves the money:
 * no deposit, bet or game during a break; no deposit past a deposit limit; no stake that could take
 * the player's losses past a loss limit. A limit is counted under the lock of the player's row
 * (queries.ts, lockSafety), so two deposits or stakes of one player are counted one after the
 * other and cannot both pass on the same room.
 *
 * Losses in a window are the Main Wallet's play result (settled bets, rounds, commission) with
 * the sign turned, plus everything the player's open exchange bets still hold: a stake counts the
 * moment it is at risk, so a limit cannot be passed by bets that have not settled yet.
 */
import type { Transaction } from 'kysely';
import {
  fillMessage,
  limitPeriods,
  paisa,
  saferGamblingMessages,
  takaLabel,
  type LimitPeriod,
} from '@khela/contract';
import type { Database } from '../../platform/db/database.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { limitOf, limitsInForce, parseLimits, windowStart } from './limit-rules.js';
import {
  depositedSincePaisa,
  exposurePaisaOf,
  findSafety,
  lockSafety,
  playResultSincePaisa,
} from './queries.js';
import type { PlayerSafetyRow } from './tables.js';

type BreakFields = Pick<PlayerSafetyRow, 'break_kind' | 'break_until'>;

/** "2027-06-01 14:00 (GMT+6)": a break's end as both languages print it. */
export function dhakaMoment(iso: string): string {
  const local = new Date(Date.parse(iso) + 6 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (GMT+6)`;
}

/** The refusal a player on a break gets, or null when there is no break now. */
export function breakRefusal(
  row: Partial<BreakFields> | null | undefined,
  nowIso: string,
): DomainError | null {
  if (!row?.break_kind || !row.break_until || row.break_until <= nowIso) return null;
  const template =
    row.break_kind === 'exclusion'
      ? saferGamblingMessages.onExclusion
      : saferGamblingMessages.onTimeout;
  return new DomainError(
    'on_break',
    fillMessage(template, { until: dhakaMoment(row.break_until) }),
  );
}

export function assertNoBreak(row: Partial<BreakFields> | null | undefined, nowIso: string): void {
  const refusal = breakRefusal(row, nowIso);
  if (refusal) throw refusal;
}

const depositMessageOf: Record<LimitPeriod, string> = {
  day: saferGamblingMessages.depositLimitDay,
  week: saferGamblingMessages.depositLimitWeek,
  month: saferGamblingMessages.depositLimitMonth,
};

const lossMessageOf: Record<LimitPeriod, string> = {
  day: saferGamblingMessages.lossLimitDay,
  week: saferGamblingMessages.lossLimitWeek,
  month: saferGamblingMessages.lossLimitMonth,
};

function limitReached(template: string, limitPaisa: number, usedPaisa: number): DomainError {
  return new DomainError(
    'limit_reached',
    fillMessage(template, {
      limit: takaLabel(paisa(limitPaisa)),
      left: takaLabel(paisa(Math.max(0, limitPaisa - usedPaisa))),
    }),
  );
}

/** What each deposit limit in force has used, for the page and the check. */
export async function depositUsage(
  db: Executor,
  row: Pick<PlayerSafetyRow, 'user_id' | 'limits'>,
  nowIso: string,
): Promise<{ period: LimitPeriod; limitPaisa: number | null; usedPaisa: number }[]> {
  const inForce = limitsInForce(parseLimits(row.limits), nowIso);
  const usage = [];
  for (const period of limitPeriods) {
    const limitPaisa = limitOf(inForce, 'deposit', period).amountPaisa;
    const usedPaisa = await depositedSincePaisa(
      db,
      row.user_id,
      windowStart(period, nowIso),
      nowIso,
    );
    usage.push({ period, limitPaisa, usedPaisa });
  }
  return usage;
}

/**
 * Refuses a deposit during a break or past a deposit limit; run in the transaction that writes
 * the deposit (or opens the checkout), with the player's row locked.
 */
export async function assertDepositAllowed(
  trx: Transaction<Database>,
  userId: number,
  amountPaisa: number,
  nowIso: string,
): Promise<void> {
  const row = await lockSafety(trx, userId);
  if (!row) return;
  assertNoBreak(row, nowIso);
  const inForce = limitsInForce(parseLimits(row.limits), nowIso);
  if (!inForce.some((limit) => limit.kind === 'deposit' && limit.amountPaisa !== null)) return;
  for (const usage of await depositUsage(trx, row, nowIso)) {
    if (usage.limitPaisa === null) continue;
    if (usage.usedPaisa + amountPaisa > usage.limitPaisa) {
      throw limitReached(depositMessageOf[usage.period], usage.limitPaisa, usage.usedPaisa);
    }
  }
}

/**
 * A loss limit in force and what its window holds: what the player lost (negative when ahead) and
 * what their open exchange bets held, both when read.
 */
export interface LossRoom {
  period: LimitPeriod;
  limitPaisa: number;
  lostPaisa: number;
  exposurePaisa: number;
}

/** What a window has used: losses plus what open bets hold, never below zero. */
export function lossUsedPaisa(room: LossRoom): number {
  return Math.max(0, room.lostPaisa + room.exposurePaisa);
}

/** What each window holds (its losses, and what open bets hold now), for the periods asked. */
export async function lossWindows(
  db: Executor,
  userId: number,
  periods: readonly LimitPeriod[],
  nowIso: string,
): Promise<Omit<LossRoom, 'limitPaisa'>[]> {
  if (periods.length === 0) return [];
  const exposurePaisa = await exposurePaisaOf(db, userId);
  const windows = [];
  for (const period of periods) {
    const resultPaisa = await playResultSincePaisa(db, userId, windowStart(period, nowIso));
    windows.push({ period, lostPaisa: -resultPaisa, exposurePaisa });
  }
  return windows;
}

/** The loss limits in force with what each has used; empty when the player has none. */
export async function lossRooms(
  db: Executor,
  row: Pick<PlayerSafetyRow, 'user_id' | 'limits'>,
  nowIso: string,
): Promise<LossRoom[]> {
  const inForce = limitsInForce(parseLimits(row.limits), nowIso).filter(
    (limit) => limit.kind === 'loss' && limit.amountPaisa !== null,
  );
  const windows = await lossWindows(
    db,
    row.user_id,
    inForce.map((limit) => limit.period),
    nowIso,
  );
  return windows.map((window, index) => ({
    ...window,
    limitPaisa: inForce[index]?.amountPaisa ?? 0,
  }));
}

/**
 * Refuses when open bets going from `exposureNowPaisa` to `exposureAfterPaisa` in all would pass
 * one of the loss limits. Less at risk than now always passes: a hedge is never refused.
 */
export function assertLossRoomAt(
  rooms: readonly LossRoom[],
  exposureNowPaisa: number,
  exposureAfterPaisa: number,
): void {
  if (exposureAfterPaisa <= exposureNowPaisa) return;
  for (const room of rooms) {
    if (room.lostPaisa + exposureAfterPaisa > room.limitPaisa) {
      throw limitReached(
        lossMessageOf[room.period],
        room.limitPaisa,
        room.lostPaisa + exposureNowPaisa,
      );
    }
  }
}

/** Refuses when `addedRiskPaisa` more at risk would pass one of the loss limits. */
export function assertLossRoom(rooms: readonly LossRoom[], addedRiskPaisa: number): void {
  for (const room of rooms) {
    if (addedRiskPaisa <= 0) return;
    if (room.lostPaisa + room.exposurePaisa + addedRiskPaisa > room.limitPaisa) {
      throw limitReached(
        lossMessageOf[room.period],
        room.limitPaisa,
        room.lostPaisa + room.exposurePaisa,
      );
    }
  }
}

/**
 * The stake paths' one call, before their money moves: refuses during a break and locks the row
 * of a player with loss limits, answering what each has used (empty: nothing to count).
 */
export async function lockStakeLimits(
  trx: Transaction<Database>,
  userId: number,
  nowIso: string,
): Promise<LossRoom[]> {
  const row = await findSafety(trx, userId);
  if (!row) return [];
  assertNoBreak(row, nowIso);
  if (row.has_loss_limit !== 1) return [];
  return lockedLossRooms(trx, userId, nowIso);
}

/** Locks the row of a player known to have loss limits and answers what each has used. */
export async function lockedLossRooms(
  trx: Transaction<Database>,
  userId: number,
  nowIso: string,
): Promise<LossRoom[]> {
  const locked = await lockSafety(trx, userId);
  return locked ? lossRooms(trx, locked, nowIso) : [];
}
