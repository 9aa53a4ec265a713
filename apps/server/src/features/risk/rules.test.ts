/** Each flag's rule on its own: what fires, and the near miss that does not. */
import { describe, expect, it } from 'vitest';
import {
  dhakaDayOf,
  isLowCounted,
  isQuickWithdrawal,
  LOW_COUNTED_STAKES_MIN_PAISA,
  median,
  placedTogether,
  signupClusters,
  WIN_FLOOR_PAISA,
  winningsAboveNorm,
} from './rules.js';

const at = (hours: number) => new Date(Date.UTC(2025, 0, 10) + hours * 3_600_000).toISOString();

describe('sign-ups from one place', () => {
  it('groups accounts made within a day of the first, when there are enough of them', () => {
    const signups = [
      { userId: 1, createdAt: at(0) },
      { userId: 2, createdAt: at(5) },
      { userId: 3, createdAt: at(23) },
    ];
    expect(signupClusters(signups, 3).map((cluster) => cluster.map((s) => s.userId))).toEqual([
      [1, 2, 3],
    ]);
  });

  it('does not group accounts a day and more apart, nor fewer than the minimum', () => {
    const apart = [
      { userId: 1, createdAt: at(0) },
      { userId: 2, createdAt: at(25) },
    ];
    expect(signupClusters(apart, 2)).toEqual([]);
    const twoOfThree = [
      { userId: 1, createdAt: at(0) },
      { userId: 2, createdAt: at(1) },
    ];
    expect(signupClusters(twoOfThree, 3)).toEqual([]);
  });
});

describe('deposit then withdrawal with little play', () => {
  const deposit = { depositAt: at(0), depositPaisa: 1_000_000 };

  it('fires for a withdrawal within a day having staked under 30 % of the deposit', () => {
    expect(isQuickWithdrawal({ ...deposit, withdrawalAt: at(23), stakedPaisa: 299_999 })).toBe(
      true,
    );
  });

  it('does not fire at 30 % staked, nor after a day', () => {
    expect(isQuickWithdrawal({ ...deposit, withdrawalAt: at(2), stakedPaisa: 300_000 })).toBe(
      false,
    );
    expect(isQuickWithdrawal({ ...deposit, withdrawalAt: at(24.5), stakedPaisa: 0 })).toBe(false);
  });
});

describe('stakes that count little risk', () => {
  it('fires when under 5 % of enough settled stakes counted', () => {
    expect(
      isLowCounted({
        stakedPaisa: LOW_COUNTED_STAKES_MIN_PAISA,
        countedPaisa: LOW_COUNTED_STAKES_MIN_PAISA / 20 - 1,
      }),
    ).toBe(true);
  });

  it('does not fire at 5 %, nor below the stake minimum', () => {
    expect(
      isLowCounted({
        stakedPaisa: LOW_COUNTED_STAKES_MIN_PAISA,
        countedPaisa: LOW_COUNTED_STAKES_MIN_PAISA / 20,
      }),
    ).toBe(false);
    expect(isLowCounted({ stakedPaisa: LOW_COUNTED_STAKES_MIN_PAISA - 1, countedPaisa: 0 })).toBe(
      false,
    );
  });
});

describe('opposite sides', () => {
  it('counts bets ten minutes apart as together, eleven as not', () => {
    expect(placedTogether(at(0), at(10 / 60))).toBe(true);
    expect(placedTogether(at(11 / 60), at(0))).toBe(false);
  });
});

describe('winnings above the norm', () => {
  const floor = WIN_FLOOR_PAISA;

  it('fires for a day above the floor and ten times the median of the 30 days before', () => {
    const days = new Map([
      ['2025-01-01', 100_000],
      ['2025-01-02', -50_000],
      ['2025-01-03', 300_000],
      ['2025-01-10', floor + 1],
    ]);
    expect(winningsAboveNorm(days, '2025-01-05')).toEqual([
      { day: '2025-01-10', wonPaisa: floor + 1, normPaisa: 100_000 },
    ]);
  });

  it('does not fire at ten times the norm, below the floor, or before the window', () => {
    const norm = 300_000;
    const atMultiple = new Map([
      ['2025-01-01', norm],
      ['2025-01-10', norm * 10],
    ]);
    expect(winningsAboveNorm(atMultiple, '2025-01-05')).toEqual([]);
    expect(winningsAboveNorm(new Map([['2025-01-10', floor]]), '2025-01-05')).toEqual([]);
    expect(winningsAboveNorm(new Map([['2025-01-04', floor * 5]]), '2025-01-05')).toEqual([]);
  });

  it('leaves days more than 30 days back out of the norm', () => {
    const days = new Map([
      ['2024-12-01', floor * 10],
      ['2025-01-10', floor * 2],
    ]);
    expect(winningsAboveNorm(days, '2025-01-05')).toHaveLength(1);
  });

  it('takes the middle of the days, and a Dhaka day from 18:00 UTC', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(dhakaDayOf('2025-01-31', true)).toBe('2025-02-01');
    expect(dhakaDayOf('2025-01-31', false)).toBe('2025-01-31');
  });
});
