/**
 * Numeric request fields: numbers and decimal numerals pass; booleans, lists, objects, hex,
 * overflowing exponents and Infinity are refused (z.coerce.number() turned true into 1 and '0x1F' into 31).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idField, numeral, takaAmountField } from './fields.js';

const stake = takaAmountField({
  requiredMessage: 'Please enter a stake.',
  outOfRangeMessage: 'Out of range.',
  minTaka: 1,
  maxTaka: 10_000,
});

describe('numeral', () => {
  const count = numeral(z.number({ error: 'A number, please.' }).int());

  it('accepts numbers and decimal numerals, trimmed', () => {
    expect(count.parse(12)).toBe(12);
    expect(count.parse(' 12 ')).toBe(12);
    expect(count.parse('-3')).toBe(-3);
    expect(stake.parse('12.50')).toBe(12.5);
    expect(count.parse('+4')).toBe(4);
    expect(count.parse('1e3')).toBe(1000);
    expect(numeral(z.number()).parse('.5')).toBe(0.5);
    expect(idField('id').parse('7')).toBe(7);
  });

  it.each([
    true,
    false,
    [5],
    ['5'],
    {},
    { $gt: 0 },
    '0x1F',
    '1e400',
    'Infinity',
    'NaN',
    '12abc',
    '1,000',
  ])('refuses %j with the field message', (value) => {
    const result = stake.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a stake.');
    expect(idField('id is wrong').safeParse(value).success).toBe(false);
  });

  it('refuses numbers JSON cannot mean as amounts', () => {
    expect(stake.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(stake.safeParse(Number.NaN).success).toBe(false);
    expect(stake.safeParse(1e21).success).toBe(false);
  });
});
