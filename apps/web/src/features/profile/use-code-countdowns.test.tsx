// Proves the verification countdown: 300 s from the send, ticking each second, ending at zero
// (when Verify comes back), and cleared at once when the contact is verified.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCountdown } from './countdown';
import { useCodeCountdowns } from './use-code-countdowns';

describe('useCodeCountdowns', () => {
  it('counts 5:00 down to 0:00 per contact, and clears on demand', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCodeCountdowns());
    expect(result.current.secondsLeftFor('email:a@b.co')).toBe(0);
    act(() => result.current.start('email:a@b.co'));
    expect(formatCountdown(result.current.secondsLeftFor('email:a@b.co'))).toBe('5:00');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(formatCountdown(result.current.secondsLeftFor('email:a@b.co'))).toBe('4:59');
    act(() => result.current.start('phone:01712345678'));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(formatCountdown(result.current.secondsLeftFor('email:a@b.co'))).toBe('3:59');
    expect(formatCountdown(result.current.secondsLeftFor('phone:01712345678'))).toBe('4:00');
    act(() => result.current.clear('phone:01712345678'));
    expect(result.current.secondsLeftFor('phone:01712345678')).toBe(0);
    act(() => void vi.advanceTimersByTime(240_000));
    expect(result.current.secondsLeftFor('email:a@b.co')).toBe(0);
  });
});
