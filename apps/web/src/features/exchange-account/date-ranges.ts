/**
 * The periods the history and profit & loss pages offer, as Bangladesh (GMT+6) dates with both
 * ends included: the server reads the same days.
 */
import { dhakaDateOf, shiftDhakaDate } from '@khela/contract';

export const accountRangePresets = ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const;
export type AccountRangePreset = (typeof accountRangePresets)[number];

export interface DayRange {
  from: string;
  to: string;
}

export function dayRangeOf(preset: AccountRangePreset, nowMs: number): DayRange {
  const today = dhakaDateOf(nowMs);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDhakaDate(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last_7_days':
      return { from: shiftDhakaDate(today, -6), to: today };
    case 'last_30_days':
      return { from: shiftDhakaDate(today, -29), to: today };
  }
}

/** 2026-11-23 → 23/11/2026, the day order the rest of the site shows. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
