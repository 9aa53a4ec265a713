// Proves the turnover tickets' tabs, titles, progress and the Details amounts: the base the
// multiple applies to, and what is already played, in whole paisa.
import { turnoverProgressPercent } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { turnoverFixture } from './records.fixture';
import {
  ticketsOfTab,
  turnoverBaseTaka,
  turnoverDoneTaka,
  turnoverTitle,
} from './turnover-tickets';

describe('turnover tickets', () => {
  it('splits tickets into Active and Completed', () => {
    const active = turnoverFixture({ id: 1 });
    const done = turnoverFixture({ id: 2, status: 'complete', remaining_turnover: 0 });
    expect(ticketsOfTab([active, done], 'active')).toEqual([active]);
    expect(ticketsOfTab([active, done], 'complete')).toEqual([done]);
  });

  it('titles a ticket by its promotion, else by what created it', () => {
    expect(turnoverTitle(turnoverFixture())).toEqual({
      kind: 'promotion',
      name: '100% Welcome Bonus',
    });
    const plain = { action: 'deposit' as const, promotion: null, payment_method: null };
    expect(turnoverTitle({ transaction: plain })).toEqual({ kind: 'deposit' });
    expect(turnoverTitle({ transaction: { ...plain, action: 'bonus' } })).toEqual({
      kind: 'bonus',
    });
    expect(turnoverTitle({ transaction: null })).toEqual({ kind: 'other' });
  });

  it('derives the deposit-plus-bonus base from the multiple', () => {
    expect(turnoverBaseTaka(turnoverFixture({ required_turnover: 20000 }))).toBe(2000);
    expect(turnoverBaseTaka(turnoverFixture({ required_turnover: 1000.01 }))).toBe(100);
    expect(turnoverBaseTaka(turnoverFixture({ transaction: null }))).toBeUndefined();
  });

  it('counts what is played, and fills a completed ticket', () => {
    const active = turnoverFixture({ required_turnover: 20000, remaining_turnover: 15000.5 });
    expect(turnoverDoneTaka(active)).toBe(4999.5);
    expect(turnoverProgressPercent(active)).toBeCloseTo(24.9975);
    const complete = turnoverFixture({ status: 'complete', remaining_turnover: 3 });
    expect(turnoverDoneTaka(complete)).toBe(20000);
    expect(turnoverProgressPercent(complete)).toBe(100);
  });
});
