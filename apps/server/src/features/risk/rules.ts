/**
 * The rules behind each risk flag, apart from the SQL that feeds them, with their thresholds
 * (docs/decisions.md, Risk flags). Money is integer paisa; times are ISO-8601 UTC text.
 */

/** Flags look at rows made in the last 30 days. */
export const FLAG_LOOKBACK_DAYS = 30;
/** Accounts signed up from one place count together when made within a day of each other. */
export const SIGNUP_WINDOW_HOURS = 24;
/**
 * Mobile carriers put many customers behind one address, so an address needs three accounts; a
 * device (one browser's own id) needs two.
 */
export const SIGNUP_ADDRESS_ACCOUNTS_MIN = 3;
export const SIGNUP_DEVICE_ACCOUNTS_MIN = 2;
/** A withdrawal asked for within a day of the deposit before it… */
export const QUICK_WITHDRAWAL_HOURS = 24;
/** …with less than this share of that deposit staked (settled) in between. */
export const QUICK_WITHDRAWAL_PLAY_PERCENT = 30;
/** Settled stakes below this over the lookback say too little to judge what they counted. */
export const LOW_COUNTED_STAKES_MIN_PAISA = 2_000_000;
/** Honest play counts at least a quarter (docs/decisions.md, Rebates count risk); hedges count 0. */
export const LOW_COUNTED_PERCENT = 5;
/** Two accounts on opposite sides of this many markets… */
export const OPPOSITE_SIDES_MARKETS_MIN = 3;
/** …each pair of bets placed within this many minutes of each other. */
export const OPPOSITE_SIDES_MINUTES = 10;
/** A day's winnings flag above this many times the player's daily norm… */
export const WIN_NORM_MULTIPLE = 10;
/** …and above this floor, so a small player's lucky day is not a flag. */
export const WIN_FLOOR_PAISA = 2_500_000;
/** The norm is the median of the player's days of play in the 30 days before. */
export const WIN_NORM_DAYS = 30;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Bangladesh keeps GMT+6 all year: a day of play is a Bangladesh day. */
const DHAKA_OFFSET_MS = 6 * HOUR_MS;

export function hoursBetween(earlierIso: string, laterIso: string): number {
  return (Date.parse(laterIso) - Date.parse(earlierIso)) / HOUR_MS;
}

export function lookbackStart(nowMs: number, days: number = FLAG_LOOKBACK_DAYS): string {
  return new Date(nowMs - days * DAY_MS).toISOString();
}

/**
 * The Bangladesh day of a time the database grouped by its UTC date and whether it fell at 18:00
 * UTC or later (the next day in Dhaka): SQL on both dialects can read that much of ISO text.
 */
export function dhakaDayOf(utcDate: string, lateInUtcDay: boolean): string {
  if (!lateInUtcDay) return utcDate;
  return new Date(Date.parse(`${utcDate}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

export function dhakaDayOfIso(iso: string): string {
  return new Date(Date.parse(iso) + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

export function daysBetween(earlierDay: string, laterDay: string): number {
  return Math.round((Date.parse(laterDay) - Date.parse(earlierDay)) / DAY_MS);
}

/**
 * Groups of at least `min` accounts whose sign-ups on one address (or device) fall within
 * `windowHours` of the group's first; `signups` are one address's, in any order.
 */
export function signupClusters<Signup extends { userId: number; createdAt: string }>(
  signups: readonly Signup[],
  min: number,
  windowHours: number = SIGNUP_WINDOW_HOURS,
): Signup[][] {
  const sorted = [...signups].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const clusters: Signup[][] = [];
  let start = 0;
  while (start < sorted.length) {
    let end = start + 1;
    while (
      end < sorted.length &&
      hoursBetween(sorted[start]!.createdAt, sorted[end]!.createdAt) <= windowHours
    ) {
      end += 1;
    }
    const cluster = sorted.slice(start, end);
    if (new Set(cluster.map((signup) => signup.userId)).size >= min) {
      clusters.push(cluster);
      start = end;
    } else {
      start += 1;
    }
  }
  return clusters;
}

/** A withdrawal soon after a deposit with little staked between them. */
export function isQuickWithdrawal(pair: {
  depositAt: string;
  depositPaisa: number;
  withdrawalAt: string;
  stakedPaisa: number;
}): boolean {
  const hours = hoursBetween(pair.depositAt, pair.withdrawalAt);
  if (hours < 0 || hours > QUICK_WITHDRAWAL_HOURS) return false;
  return pair.stakedPaisa * 100 < pair.depositPaisa * QUICK_WITHDRAWAL_PLAY_PERCENT;
}

/** Enough staked to judge, and almost none of it counted as risk. */
export function isLowCounted(totals: { stakedPaisa: number; countedPaisa: number }): boolean {
  if (totals.stakedPaisa < LOW_COUNTED_STAKES_MIN_PAISA) return false;
  return totals.countedPaisa * 100 < totals.stakedPaisa * LOW_COUNTED_PERCENT;
}

/** Two bets on opposite sides count as against each other when placed close together. */
export function placedTogether(firstIso: string, secondIso: string): boolean {
  return Math.abs(hoursBetween(firstIso, secondIso)) * 60 <= OPPOSITE_SIDES_MINUTES;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : Math.floor((sorted[middle - 1]! + sorted[middle]!) / 2);
}

export interface WinningDay {
  day: string;
  wonPaisa: number;
  normPaisa: number;
}

/**
 * The days in `from`…`to` whose winnings pass the floor and the multiple of the player's norm:
 * the median of what the player's days of play in the 30 days before won, a losing day winning 0.
 * `netByDay` is the player's result on each day of play (positive: won).
 */
export function winningsAboveNorm(
  netByDay: ReadonlyMap<string, number>,
  fromDay: string,
): WinningDay[] {
  const flagged: WinningDay[] = [];
  for (const [day, wonPaisa] of netByDay) {
    if (day < fromDay || wonPaisa <= WIN_FLOOR_PAISA) continue;
    const before: number[] = [];
    for (const [other, net] of netByDay) {
      const gap = daysBetween(other, day);
      if (gap >= 1 && gap <= WIN_NORM_DAYS) before.push(Math.max(0, net));
    }
    const normPaisa = median(before);
    if (wonPaisa > normPaisa * WIN_NORM_MULTIPLE) flagged.push({ day, wonPaisa, normPaisa });
  }
  return flagged.sort((a, b) => b.day.localeCompare(a.day));
}
