/**
 * Safer gambling, player side (docs/decisions.md, "Safer gambling"): the page's status, changing a
 * limit, the reality check's interval, a break, the play session the reality check reports on, and
 * the activity statement. Each change is one transaction on the player's row.
 */
import type { Transaction } from 'kysely';
import {
  fillMessage,
  limitKinds,
  limitPeriods,
  paisa,
  paisaToTaka,
  saferGamblingMessages,
  takaToPaisa,
  type ActivityStatement,
  type BreakDuration,
  type PlayerLimit,
  type PlaySession,
  type SaferGamblingStatus,
  type SetLimitRequest,
  type TakeBreakRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { revokeAllSessionsOfUser } from '../../platform/auth/sessions.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { recordAudit } from '../operators/service.js';
import { readSiteSettings } from '../site/service.js';
import { breakRefusal, depositUsage, dhakaMoment, lossWindows } from './guards.js';
import {
  allLimits,
  changeLimit,
  hasLossLimit,
  parseLimits,
  type StoredLimit,
} from './limit-rules.js';
import {
  findSafety,
  lockSafety,
  paymentsSince,
  playResultSincePaisa,
  playTransfersSince,
  saveSafety,
  sessionStartedAt,
} from './queries.js';
import type { PlayerSafetyRow } from './tables.js';

/** What the money paths of other features ask before their money moves (guards.ts). */
export {
  assertDepositAllowed,
  assertLossRoom,
  assertLossRoomAt,
  assertNoBreak,
  breakRefusal,
  lockStakeLimits,
  lockedLossRooms,
  type LossRoom,
} from './guards.js';

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));

async function lossUsage(db: Executor, userId: number, nowIso: string) {
  const windows = await lossWindows(db, userId, limitPeriods, nowIso);
  return new Map(
    windows.map((window) => [window.period, Math.max(0, window.lostPaisa + window.exposurePaisa)]),
  );
}

function activeBreak(row: PlayerSafetyRow | undefined, nowIso: string) {
  if (!row?.break_kind || !row.break_until || !row.break_started_at) return null;
  if (row.break_until <= nowIso) return null;
  return { kind: row.break_kind, started_at: row.break_started_at, until: row.break_until };
}

async function statusOf(
  db: Executor,
  userId: number,
  row: PlayerSafetyRow | undefined,
  nowIso: string,
): Promise<SaferGamblingStatus> {
  const settings = await readSiteSettings(db);
  const stored = parseLimits(row?.limits);
  const deposits = await depositUsage(db, { user_id: userId, limits: row?.limits ?? '[]' }, nowIso);
  const losses = await lossUsage(db, userId, nowIso);
  const limits: PlayerLimit[] = allLimits(stored, nowIso).map((limit) => ({
    kind: limit.kind,
    period: limit.period,
    amount: limit.amountPaisa === null ? null : taka(limit.amountPaisa),
    used: taka(
      limit.kind === 'deposit'
        ? (deposits.find((usage) => usage.period === limit.period)?.usedPaisa ?? 0)
        : (losses.get(limit.period) ?? 0),
    ),
    pending: limit.pending
      ? {
          amount: limit.pending.amountPaisa === null ? null : taka(limit.pending.amountPaisa),
          from: limit.pending.from,
        }
      : null,
  }));
  return {
    limits,
    break: activeBreak(row, nowIso),
    reality_check_minutes: row?.reality_check_minutes ?? settings.reality_check_minutes,
    helpline: { text: settings.helpline_text, url: settings.helpline_url },
  };
}

export async function saferGamblingStatus(
  context: AppContext,
  userId: number,
): Promise<SaferGamblingStatus> {
  const nowIso = isoNow();
  return statusOf(context.db, userId, await findSafety(context.db, userId), nowIso);
}

export async function setLimit(
  context: AppContext,
  userId: number,
  request: SetLimitRequest,
): Promise<{ message: string; status: SaferGamblingStatus }> {
  return context.db.transaction().execute(async (trx) => {
    const nowIso = isoNow();
    await saveSafety(trx, userId, {}, nowIso);
    const row = await lockSafety(trx, userId);
    const { limits, outcome } = changeLimit(
      parseLimits(row?.limits),
      {
        kind: request.kind,
        period: request.period,
        amountPaisa: request.amount === undefined ? null : takaToPaisa(request.amount),
      },
      nowIso,
    );
    await saveSafety(
      trx,
      userId,
      { limits: JSON.stringify(limits), has_loss_limit: hasLossLimit(limits) ? 1 : 0 },
      nowIso,
    );
    const pending = limits.find(
      (limit) => limit.kind === request.kind && limit.period === request.period,
    )?.pending;
    const message =
      outcome === 'lowered'
        ? saferGamblingMessages.limitLowered
        : outcome === 'unchanged'
          ? saferGamblingMessages.limitUnchanged
          : fillMessage(saferGamblingMessages.limitRaisePending, {
              from: dhakaMoment(pending?.from ?? nowIso),
            });
    return { message, status: await statusOf(trx, userId, await findSafety(trx, userId), nowIso) };
  });
}

export async function setRealityCheck(
  context: AppContext,
  userId: number,
  minutes: number,
): Promise<{ message: string; status: SaferGamblingStatus }> {
  return context.db.transaction().execute(async (trx) => {
    const nowIso = isoNow();
    await saveSafety(trx, userId, { reality_check_minutes: minutes }, nowIso);
    return {
      message: saferGamblingMessages.realityCheckSaved,
      status: await statusOf(trx, userId, await findSafety(trx, userId), nowIso),
    };
  });
}

const DAY_MS = 86_400_000;

/** When a break of this length that starts now ends: days for a time-out, calendar months after. */
export function breakEnd(duration: BreakDuration, nowIso: string): string {
  const start = new Date(nowIso);
  const days = { '1d': 1, '1w': 7, '1m': 30, '6w': 42 } as const;
  if (duration in days) {
    return new Date(start.getTime() + days[duration as keyof typeof days] * DAY_MS).toISOString();
  }
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 } as const;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + months[duration as keyof typeof months]);
  return end.toISOString();
}

/**
 * Starts a time-out or a self-exclusion now and ends every session of the player. A break in force
 * can only be made longer (and a self-exclusion stays one): nobody can shorten it, the player nor
 * an operator, and no call lifts it.
 */
export async function takeBreak(
  context: AppContext,
  userId: number,
  request: TakeBreakRequest,
  ip: string | null,
) {
  return context.db.transaction().execute(async (trx) => {
    const nowIso = isoNow();
    await saveSafety(trx, userId, {}, nowIso);
    const row = await lockSafety(trx, userId);
    const current = activeBreak(row, nowIso);
    const until = breakEnd(request.duration, nowIso);
    if (current && current.until >= until) {
      throw new DomainError(
        'conflict',
        fillMessage(saferGamblingMessages.breakLonger, { until: dhakaMoment(current.until) }),
      );
    }
    const kind = current?.kind === 'exclusion' ? 'exclusion' : request.kind;
    const startedAt = current?.started_at ?? nowIso;
    await saveSafety(
      trx,
      userId,
      { break_kind: kind, break_started_at: startedAt, break_until: until },
      nowIso,
    );
    await revokeAllSessionsOfUser(trx, userId);
    await recordAudit(trx, {
      operatorId: null,
      action: `safer_gambling.${kind}`,
      targetType: 'user',
      targetId: String(userId),
      detail: { duration: request.duration, until },
      ip,
    });
    return {
      message: saferGamblingMessages.breakStarted,
      break: { kind, started_at: startedAt, until },
    };
  });
}

/** Whether the player is on a break now: other features' early refusal (no lock). */
export async function breakOf(db: Executor, userId: number): Promise<DomainError | null> {
  return breakRefusal(await findSafety(db, userId), isoNow());
}

export async function playSession(
  context: AppContext,
  userId: number,
  sessionId: number,
): Promise<PlaySession> {
  const nowIso = isoNow();
  const startedAt = (await sessionStartedAt(context.db, sessionId)) ?? nowIso;
  const row = await findSafety(context.db, userId);
  const settings = await readSiteSettings(context.db);
  return {
    started_at: startedAt,
    now: nowIso,
    net_result: taka(await playResultSincePaisa(context.db, userId, startedAt)),
    reality_check_minutes: row?.reality_check_minutes ?? settings.reality_check_minutes,
  };
}

/**
 * A new player starts with the operator's default limits (site settings, 0: none), in force at
 * once like any limit the player sets; lowering them applies at once, raising them waits a day.
 */
export async function startWithDefaultLimits(
  trx: Transaction<Database>,
  userId: number,
  nowIso: string,
): Promise<void> {
  const settings = await readSiteSettings(trx);
  const limits: StoredLimit[] = [];
  for (const kind of limitKinds) {
    for (const period of limitPeriods) {
      const amountTaka = settings[`default_${kind}_limit_${period}_taka`];
      if (amountTaka > 0) {
        limits.push({ kind, period, amountPaisa: takaToPaisa(amountTaka), pending: null });
      }
    }
  }
  if (limits.length === 0) return;
  await saveSafety(
    trx,
    userId,
    { limits: JSON.stringify(limits), has_loss_limit: hasLossLimit(limits) ? 1 : 0 },
    nowIso,
  );
}

const STATEMENT_MONTHS = 12;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** "2026-11" of an instant, in Bangladesh time. */
function dhakaMonth(iso: string): string {
  return new Date(Date.parse(iso) + DHAKA_OFFSET_MS).toISOString().slice(0, 7);
}

/** Deposits and withdrawals paid and the play result, by month, the last twelve months. */
export async function activityStatement(
  context: AppContext,
  userId: number,
): Promise<ActivityStatement> {
  const local = new Date(Date.now() + DHAKA_OFFSET_MS);
  const firstLocal = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth() - (STATEMENT_MONTHS - 1),
    1,
  );
  const since = new Date(firstLocal - DHAKA_OFFSET_MS).toISOString();
  const months = new Map<string, { deposits: number; withdrawals: number; result: number }>();
  for (let index = 0; index < STATEMENT_MONTHS; index += 1) {
    const month = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - index, 1),
    ).toISOString();
    months.set(month.slice(0, 7), { deposits: 0, withdrawals: 0, result: 0 });
  }
  for (const payment of await paymentsSince(context.db, userId, since)) {
    const entry = payment.completed_at ? months.get(dhakaMonth(payment.completed_at)) : undefined;
    if (!entry) continue;
    if (payment.action === 'deposit') entry.deposits += payment.amount_paisa;
    else entry.withdrawals += payment.amount_paisa;
  }
  for (const transfer of await playTransfersSince(context.db, userId, since)) {
    const entry = months.get(dhakaMonth(transfer.createdAt));
    if (entry) entry.result += transfer.amountPaisa;
  }
  return {
    months: [...months].map(([month, entry]) => ({
      month,
      deposits: taka(entry.deposits),
      withdrawals: taka(entry.withdrawals),
      net_result: taka(entry.result),
    })),
  };
}
