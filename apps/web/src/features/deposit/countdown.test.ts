// Proves the countdown reads whole seconds left from a deadline (never below zero) and shows m:ss.
import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('countdown', () => {
  it('counts whole seconds left, rounding a part second up, and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });

  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
