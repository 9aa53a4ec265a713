import { describe, expect, it } from 'vitest';
import { dayLabel, dayRangeOf } from './date-ranges';
import { deviceLabel } from './device-label';

describe('account periods', () => {
  // 23 Nov 2026 at 20:30 UTC is already 24 Nov in Dhaka.
  const lateEvening = Date.parse('2026-11-23T20:30:00.000Z');

  it('counts Bangladesh days, both ends included', () => {
    expect(dayRangeOf('today', lateEvening)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(dayRangeOf('yesterday', lateEvening)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(dayRangeOf('last_7_days', lateEvening)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(dayRangeOf('last_30_days', lateEvening)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
    });
    expect(dayLabel('2026-03-01')).toBe('01/03/2026');
  });
});

describe('device names', () => {
  it('names common browsers and systems and shortens the rest', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
      ),
    ).toBe('Firefox on Windows');
    expect(deviceLabel('lightMyRequest')).toBe('lightMyRequest');
    expect(deviceLabel('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
    expect(deviceLabel(null)).toBeUndefined();
  });
});
