import { describe, expect, it } from 'vitest';
import { ladderDown, ladderUp } from './price-ladder';
import { cleanStakeInput, isOutsideLimits, parseSlipStake, slipPreview } from './slip-maths';

describe('slip preview', () => {
  it('backs at odds: wins stake × (odds − 1), risks the stake', () => {
    expect(slipPreview('match_odds', 'back', 100, 2.5)).toEqual({ profit: 150, liability: 100 });
  });
  it('lays at odds: wins the stake, risks stake × (odds − 1)', () => {
    expect(slipPreview('match_odds', 'lay', 100, 2.5)).toEqual({ profit: 100, liability: 150 });
  });
  it('rounds a win down to the paisa', () => {
    expect(slipPreview('match_odds', 'back', 0.33, 1.5).profit).toBe(0.16);
  });
  it('pays Bookmaker and Fancy at the rate, rounding a loss up', () => {
    expect(slipPreview('bookmaker', 'back', 100, 45)).toEqual({ profit: 45, liability: 100 });
    expect(slipPreview('bookmaker', 'lay', 100, 47)).toEqual({ profit: 100, liability: 47 });
    expect(slipPreview('fancy', 'yes', 200, 90)).toEqual({ profit: 180, liability: 200 });
    expect(slipPreview('fancy', 'no', 0.33, 110).liability).toBe(0.37);
  });
  it('shows nothing for a missing stake', () => {
    expect(slipPreview('match_odds', 'back', Number.NaN, 2)).toEqual({ profit: 0, liability: 0 });
  });
  it('reads stakes with at most two decimals', () => {
    expect(parseSlipStake(' 500 ')).toBe(500);
    expect(parseSlipStake('12.345')).toBeUndefined();
    expect(parseSlipStake('0')).toBeUndefined();
  });
  it('keeps only digits and one point with two places in the stake box', () => {
    expect(cleanStakeInput('12abc3')).toBe('123');
    expect(cleanStakeInput('-5e3')).toBe('53');
    expect(cleanStakeInput('1.2.3')).toBe('1.23');
    expect(cleanStakeInput('10.567')).toBe('10.56');
    expect(cleanStakeInput('৫০০')).toBe('500');
    expect(cleanStakeInput('৳ 1,000')).toBe('1000');
  });
  it("checks a stake against the market's limits when it sent them", () => {
    const limits = { min: 10, max: 500_000 };
    expect(isOutsideLimits(0.5, limits)).toBe(true);
    expect(isOutsideLimits(10, limits)).toBe(false);
    expect(isOutsideLimits(500_000, limits)).toBe(false);
    expect(isOutsideLimits(999_999, limits)).toBe(true);
    expect(isOutsideLimits(999_999, undefined)).toBe(false);
  });
});

describe('price ladder', () => {
  it('steps by the band the price sits in', () => {
    expect(ladderUp(1.99)).toBe(2);
    expect(ladderUp(2)).toBe(2.02);
    expect(ladderDown(2.02)).toBe(2);
    expect(ladderDown(2)).toBe(1.99);
    expect(ladderUp(3)).toBe(3.05);
    expect(ladderDown(10.5)).toBe(10);
    expect(ladderUp(1000)).toBe(1000);
    expect(ladderDown(1.01)).toBe(1.01);
  });
  it('snaps an off-ladder price to the ladder', () => {
    expect(ladderUp(2.03)).toBe(2.04);
    expect(ladderDown(2.03)).toBe(2.02);
  });
});
