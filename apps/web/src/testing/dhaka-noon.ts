/**
 * A fixed clock for tests of "today" views: noon in Dhaka, so records a few minutes old are
 * today's whatever the hour the tests run at (just after midnight in Dhaka, minutes ago is
 * yesterday).
 */
import { afterEach, beforeEach, vi } from 'vitest';

export const DHAKA_NOON = Date.parse('2026-11-27T06:00:00Z');

export const minutesAgo = (minutes: number) =>
  new Date(DHAKA_NOON - minutes * 60_000).toISOString();

/** Runs every test of the calling file at DHAKA_NOON; only Date is faked, timers stay real. */
export function atDhakaNoon(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(DHAKA_NOON);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
