/**
 * The rules of a player's limits, pure: which limit is in force now, and what a change does. A
 * lower limit (or a first one) applies at once and drops any higher one waiting; a higher limit,
 * or removing one, waits LIMIT_RAISE_DELAY_HOURS and applies on the first read after that. Each
 * window is rolling: the last 24 hours, 7 days or 30 days up to now.
 */
import {
  LIMIT_PERIOD_HOURS,
  LIMIT_RAISE_DELAY_HOURS,
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
} from '@khela/contract';

export interface StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force; null: none. */
  amountPaisa: number | null;
  /** Waiting its day: the new amount (null removes the limit) and when it applies. */
  pending: { amountPaisa: number | null; from: string } | null;
}

export type LimitChange = 'lowered' | 'pending' | 'unchanged';

const HOUR_MS = 3_600_000;

export function parseLimits(text: string | null | undefined): StoredLimit[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as StoredLimit[]) : [];
}

/** The limits with every pending change that is due applied; limits without any amount dropped. */
export function limitsInForce(stored: readonly StoredLimit[], nowIso: string): StoredLimit[] {
  const result: StoredLimit[] = [];
  for (const limit of stored) {
    const due = limit.pending !== null && limit.pending.from <= nowIso;
    const current: StoredLimit = due
      ? { ...limit, amountPaisa: limit.pending?.amountPaisa ?? null, pending: null }
      : limit;
    if (current.amountPaisa !== null || current.pending !== null) result.push(current);
  }
  return result;
}

export function limitOf(
  stored: readonly StoredLimit[],
  kind: LimitKind,
  period: LimitPeriod,
): StoredLimit {
  return (
    stored.find((limit) => limit.kind === kind && limit.period === period) ?? {
      kind,
      period,
      amountPaisa: null,
      pending: null,
    }
  );
}

/** Every kind and period in a fixed order, with what is in force. */
export function allLimits(stored: readonly StoredLimit[], nowIso: string): StoredLimit[] {
  const inForce = limitsInForce(stored, nowIso);
  return limitKinds.flatMap((kind) => limitPeriods.map((period) => limitOf(inForce, kind, period)));
}

/** The limits after the player asks for `amountPaisa` (null: no limit) on one kind and period. */
export function changeLimit(
  stored: readonly StoredLimit[],
  change: { kind: LimitKind; period: LimitPeriod; amountPaisa: number | null },
  nowIso: string,
): { limits: StoredLimit[]; outcome: LimitChange } {
  const inForce = limitsInForce(stored, nowIso);
  const current = limitOf(inForce, change.kind, change.period);
  const others = inForce.filter(
    (limit) => limit.kind !== change.kind || limit.period !== change.period,
  );
  const wanted = change.amountPaisa;
  const lower = wanted !== null && (current.amountPaisa === null || wanted < current.amountPaisa);
  let next: StoredLimit;
  let outcome: LimitChange;
  if (lower) {
    next = { ...current, amountPaisa: wanted, pending: null };
    outcome = 'lowered';
  } else if (wanted === current.amountPaisa) {
    // Asking for the limit in force again withdraws a raise that was waiting.
    next = { ...current, pending: null };
    outcome = 'unchanged';
  } else {
    const from = new Date(Date.parse(nowIso) + LIMIT_RAISE_DELAY_HOURS * HOUR_MS).toISOString();
    next = { ...current, pending: { amountPaisa: wanted, from } };
    outcome = 'pending';
  }
  const limits = next.amountPaisa !== null || next.pending !== null ? [...others, next] : others;
  return { limits, outcome };
}

/** Where a limit's rolling window starts. */
export function windowStart(period: LimitPeriod, nowIso: string): string {
  return new Date(Date.parse(nowIso) - LIMIT_PERIOD_HOURS[period] * HOUR_MS).toISOString();
}

/** Whether any loss limit is set or waiting: the stake paths look closer only then. */
export function hasLossLimit(stored: readonly StoredLimit[]): boolean {
  return stored.some(
    (limit) => limit.kind === 'loss' && (limit.amountPaisa !== null || limit.pending !== null),
  );
}
