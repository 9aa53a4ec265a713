// Proves the one taka ↔ paisa conversion: exact for two decimals, refusing a third decimal and
// anything outside safe integers, and round-tripping every value the API can carry.
import { describe, it, expect } from 'vitest';
import {
  isWholePaisa,
  paisa,
  paisaToTaka,
  PAISA_PER_TAKA,
  takaLabel,
  takaToNearestPaisa,
  takaToPaisa,
} from './money.js';

describe('takaToNearestPaisa', () => {
  it('rounds any decimals to the nearest paisa and refuses what is not a number', () => {
    expect(takaToNearestPaisa(0.1 + 0.2)).toBe(30);
    expect(takaToNearestPaisa(12.345)).toBe(1_235);
    expect(takaToNearestPaisa(-2.004)).toBe(-200);
    expect(() => takaToNearestPaisa(Number.NaN)).toThrow(RangeError);
  });
});

describe('takaToPaisa', () => {
  it('converts whole taka and one or two decimals exactly', () => {
    expect(takaToPaisa(0)).toBe(0);
    expect(takaToPaisa(1)).toBe(100);
    expect(takaToPaisa(25_000)).toBe(2_500_000);
    expect(takaToPaisa(0.1)).toBe(10);
    expect(takaToPaisa(0.01)).toBe(1);
    expect(takaToPaisa(19.99)).toBe(1_999);
    expect(takaToPaisa(0.1 + 0.2)).toBe(30);
    expect(takaToPaisa(-12.34)).toBe(-1_234);
  });

  it('rejects a third decimal instead of rounding it', () => {
    expect(() => takaToPaisa(1.005)).toThrow(RangeError);
    expect(() => takaToPaisa(0.001)).toThrow(
      'taka amount must have at most two decimals, got 0.001',
    );
    expect(() => takaToPaisa(100.123)).toThrow(RangeError);
  });

  it('rejects values that are not finite', () => {
    expect(() => takaToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => takaToPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rejects amounts whose paisa would leave the safe integers', () => {
    const largestTaka = Math.floor(Number.MAX_SAFE_INTEGER / PAISA_PER_TAKA);
    expect(takaToPaisa(largestTaka)).toBe(largestTaka * PAISA_PER_TAKA);
    expect(() => takaToPaisa(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('paisaToTaka', () => {
  it('round-trips every paisa value from 0 to 100,000 and a spread of large ones', () => {
    // One assertion over the misses: 100,000 expect calls take seconds on a busy machine.
    const values = [
      ...Array.from({ length: 100_001 }, (_, value) => value),
      ...[2_500_000, 123_456_789, 9_007_199_254_740_900, -98_765],
    ];
    const misses = values.filter((value) => takaToPaisa(paisaToTaka(paisa(value))) !== value);
    expect(misses).toEqual([]);
  });

  it('gives the taka the API sends', () => {
    expect(paisaToTaka(paisa(1_999))).toBe(19.99);
    expect(paisaToTaka(paisa(10))).toBe(0.1);
  });
});

describe('paisa', () => {
  it('accepts safe integers only', () => {
    expect(paisa(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(paisa(-Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => paisa(Number.MAX_SAFE_INTEGER + 1)).toThrow('paisa must be a safe integer');
    expect(() => paisa(1.5)).toThrow(RangeError);
    expect(() => paisa(Number.NaN)).toThrow(RangeError);
  });
});

describe('isWholePaisa', () => {
  it('tells two decimals from three', () => {
    expect(isWholePaisa(100.25)).toBe(true);
    expect(isWholePaisa(100.255)).toBe(false);
    expect(isWholePaisa(Number.NEGATIVE_INFINITY)).toBe(false);
  });
});

describe('takaLabel', () => {
  it('groups taka as the screens do, in lakhs, with two decimals', () => {
    expect(takaLabel(paisa(0))).toBe('৳0.00');
    expect(takaLabel(paisa(123_450))).toBe('৳1,234.50');
    expect(takaLabel(paisa(20_000_000))).toBe('৳2,00,000.00');
    expect(takaLabel(paisa(1_234_567_805))).toBe('৳1,23,45,678.05');
    expect(takaLabel(paisa(-5))).toBe('-৳0.05');
  });
});
