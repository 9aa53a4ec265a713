// Proves taka amounts use South Asian grouping with two decimals, Bangla digits in bn, and that
// times are Dhaka wall-clock times labelled GMT+6 whatever the machine's own time zone.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatTaka,
  formatTime,
  toLocalDigits,
} from './format';

describe('formatTaka', () => {
  it.each([
    [0, '৳0.00'],
    [5, '৳5.00'],
    [999.5, '৳999.50'],
    [1000, '৳1,000.00'],
    [100000, '৳1,00,000.00'],
    [1234567.89, '৳12,34,567.89'],
    [123456789, '৳12,34,56,789.00'],
    [0.1 + 0.2, '৳0.30'],
    [-2500.75, '-৳2,500.75'],
  ])('formats %s in English as %s', (amount, expected) => {
    expect(formatTaka(amount, 'en')).toBe(expected);
  });

  it('writes Bangla digits in bn with the same grouping', () => {
    expect(formatTaka(100000, 'bn')).toBe('৳১,০০,০০০.০০');
    expect(formatTaka(1234567.89, 'bn')).toBe('৳১২,৩৪,৫৬৭.৮৯');
  });
});

describe('formatNumber', () => {
  it('groups whole numbers and localises digits', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(250000, 'en')).toBe('2,50,000');
    expect(formatNumber(250000, 'bn')).toBe('২,৫০,০০০');
  });
});

describe('Dhaka times', () => {
  // 18:05:09 UTC is 00:05:09 the next day in Dhaka (UTC+6, no daylight saving).
  const instant = '2025-11-23T18:05:09Z';

  it('shows the Dhaka calendar day as day/month/year', () => {
    expect(formatDate(instant, 'en')).toBe('24/11/2025');
    expect(formatDate(instant, 'bn')).toBe('২৪/১১/২০২৫');
  });

  it('shows the Dhaka time with the GMT+6 label', () => {
    expect(formatTime(instant, 'en')).toBe('00:05 GMT+6');
    expect(formatTime(instant, 'en', { seconds: true })).toBe('00:05:09 GMT+6');
    expect(formatTime(instant, 'bn', { seconds: true })).toBe('০০:০৫:০৯ GMT+৬');
    expect(formatDateTime(instant, 'en')).toBe('24/11/2025 00:05 GMT+6');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('leaves digits alone in English', () => {
    expect(toLocalDigits('0123456789', 'en')).toBe('0123456789');
    expect(toLocalDigits('0123456789', 'bn')).toBe('০১২৩৪৫৬৭৮৯');
  });
});
