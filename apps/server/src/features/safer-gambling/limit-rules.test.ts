/**
 * The limit rules: a lower or first limit applies at once and drops a raise waiting; a higher one
 * or none waits a day and then applies on its own; asking for the limit in force withdraws a raise.
 */
import { describe, expect, it } from 'vitest';
import {
  allLimits,
  changeLimit,
  hasLossLimit,
  limitOf,
  limitsInForce,
  windowStart,
  type StoredLimit,
} from './limit-rules.js';

const now = '2026-12-01T10:00:00.000Z';
const dayLater = '2026-12-02T10:00:00.000Z';
const justBefore = '2026-12-02T09:59:59.999Z';

function set(limits: StoredLimit[], amountPaisa: number | null, at = now) {
  return changeLimit(limits, { kind: 'deposit', period: 'day', amountPaisa }, at);
}

describe('safer-gambling limit rules', () => {
  it('applies a first limit and a lower one at once', () => {
    const first = set([], 100_000);
    expect(first.outcome).toBe('lowered');
    expect(limitOf(first.limits, 'deposit', 'day').amountPaisa).toBe(100_000);
    const lower = set(first.limits, 50_000);
    expect(lower.outcome).toBe('lowered');
    expect(limitOf(limitsInForce(lower.limits, now), 'deposit', 'day')).toMatchObject({
      amountPaisa: 50_000,
      pending: null,
    });
  });

  it('makes a higher limit wait 24 hours, then applies it without another call', () => {
    const first = set([], 100_000).limits;
    const raised = set(first, 300_000);
    expect(raised.outcome).toBe('pending');
    const waiting = limitOf(limitsInForce(raised.limits, justBefore), 'deposit', 'day');
    expect(waiting).toMatchObject({
      amountPaisa: 100_000,
      pending: { amountPaisa: 300_000, from: dayLater },
    });
    expect(limitOf(limitsInForce(raised.limits, dayLater), 'deposit', 'day')).toMatchObject({
      amountPaisa: 300_000,
      pending: null,
    });
  });

  it('makes removing a limit wait too, and then the limit is gone', () => {
    const first = set([], 100_000).limits;
    const removed = set(first, null);
    expect(removed.outcome).toBe('pending');
    expect(limitOf(limitsInForce(removed.limits, justBefore), 'deposit', 'day').amountPaisa).toBe(
      100_000,
    );
    expect(limitsInForce(removed.limits, dayLater)).toEqual([]);
  });

  it('drops a waiting raise when a lower limit or the same one is asked', () => {
    const first = set([], 100_000).limits;
    const raised = set(first, 300_000).limits;
    const same = set(raised, 100_000);
    expect(same.outcome).toBe('unchanged');
    expect(limitOf(same.limits, 'deposit', 'day').pending).toBeNull();
    const lowered = set(raised, 80_000);
    expect(limitOf(lowered.limits, 'deposit', 'day')).toMatchObject({
      amountPaisa: 80_000,
      pending: null,
    });
    // A raise asked again later waits its own full day from then.
    const later = '2026-12-01T20:00:00.000Z';
    const again = set(lowered.limits, 300_000, later);
    expect(limitOf(again.limits, 'deposit', 'day').pending?.from).toBe('2026-12-02T20:00:00.000Z');
  });

  it('keeps kinds and periods apart and lists all six', () => {
    let limits = set([], 100_000).limits;
    limits = changeLimit(limits, { kind: 'loss', period: 'week', amountPaisa: 20_000 }, now).limits;
    expect(hasLossLimit(limits)).toBe(true);
    expect(hasLossLimit(set([], 5).limits)).toBe(false);
    const listed = allLimits(limits, now);
    expect(listed.map((limit) => `${limit.kind}:${limit.period}:${limit.amountPaisa}`)).toEqual([
      'deposit:day:100000',
      'deposit:week:null',
      'deposit:month:null',
      'loss:day:null',
      'loss:week:20000',
      'loss:month:null',
    ]);
  });

  it('counts rolling windows back from now', () => {
    expect(windowStart('day', now)).toBe('2026-11-30T10:00:00.000Z');
    expect(windowStart('week', now)).toBe('2026-11-24T10:00:00.000Z');
    expect(windowStart('month', now)).toBe('2026-11-01T10:00:00.000Z');
  });
});
