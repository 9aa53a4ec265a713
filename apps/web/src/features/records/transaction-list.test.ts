// Proves the transaction record's filters (status, payment type, date window in GMT+6) and that
// rows group by Bangladesh calendar day, newest first, across the UTC/GMT+6 midnight gap.
import { describe, expect, it } from 'vitest';
import { transactionFixture } from './records.fixture';
import {
  defaultTransactionFilters,
  dhakaDayKey,
  filterTransactions,
  groupByDhakaDay,
} from './transaction-list';

// 23 Nov 2025, 16:00 in Dhaka.
const nowMs = Date.parse('2025-11-23T10:00:00.000Z');

const deposit = transactionFixture({ transaction_id: 'D', created_at: '2025-11-23T03:00:00Z' });
const pendingWithdraw = transactionFixture({
  transaction_id: 'W',
  action: 'withdraw',
  key: '0',
  created_at: '2025-11-23T09:00:00Z',
});
// 18:30 UTC on the 22nd is 00:30 on the 23rd in Dhaka: today.
const justAfterMidnight = transactionFixture({
  transaction_id: 'M',
  key: '2',
  created_at: '2025-11-22T18:30:00Z',
});
// 17:59 UTC on the 22nd is 23:59 on the 22nd in Dhaka: yesterday.
const lateYesterday = transactionFixture({
  transaction_id: 'Y',
  created_at: '2025-11-22T17:59:00Z',
});
const lastWeek = transactionFixture({ transaction_id: 'L', created_at: '2025-11-18T10:00:00Z' });
const longAgo = transactionFixture({
  transaction_id: 'O',
  action: 'bonus',
  created_at: '2025-10-01T10:00:00Z',
});
const all = [pendingWithdraw, deposit, justAfterMidnight, lateYesterday, lastWeek, longAgo];
const ids = (list: { transaction_id: string }[]) => list.map((item) => item.transaction_id);

describe('filterTransactions', () => {
  it('shows today in Bangladesh by default', () => {
    expect(ids(filterTransactions(all, defaultTransactionFilters, nowMs))).toEqual(['W', 'D', 'M']);
  });

  it('offers yesterday, the last 7 days and all', () => {
    const by = (range: 'yesterday' | 'last_7_days' | 'all') =>
      ids(filterTransactions(all, { ...defaultTransactionFilters, range }, nowMs));
    expect(by('yesterday')).toEqual(['Y']);
    expect(by('last_7_days')).toEqual(['W', 'D', 'M', 'Y', 'L']);
    expect(by('all')).toEqual(['W', 'D', 'M', 'Y', 'L', 'O']);
  });

  it('keeps a row stamped moments after "now" by a server clock ahead of the phone', () => {
    const fresh = transactionFixture({ transaction_id: 'F', created_at: '2025-11-23T10:01:00Z' });
    expect(ids(filterTransactions([fresh], defaultTransactionFilters, nowMs))).toEqual(['F']);
  });

  it('filters by status key and by payment type together', () => {
    const allTime = { ...defaultTransactionFilters, range: 'all' as const };
    expect(ids(filterTransactions(all, { ...allTime, statusKey: '0' }, nowMs))).toEqual(['W']);
    expect(ids(filterTransactions(all, { ...allTime, statusKey: '2' }, nowMs))).toEqual(['M']);
    expect(ids(filterTransactions(all, { ...allTime, action: 'deposit' }, nowMs))).toEqual([
      'D',
      'M',
      'Y',
      'L',
    ]);
    expect(
      ids(filterTransactions(all, { ...allTime, action: 'withdraw', statusKey: '1' }, nowMs)),
    ).toEqual([]);
  });
});

describe('groupByDhakaDay', () => {
  it('groups by the GMT+6 day, newest day and newest row first', () => {
    const days = groupByDhakaDay([lateYesterday, deposit, justAfterMidnight, pendingWithdraw]);
    expect(days.map((day) => [day.day, ids(day.transactions)])).toEqual([
      ['2025-11-23', ['W', 'D', 'M']],
      ['2025-11-22', ['Y']],
    ]);
  });

  it('names the day as Dhaka sees it', () => {
    expect(dhakaDayKey('2025-11-22T18:00:00Z')).toBe('2025-11-23');
    expect(dhakaDayKey('2025-11-22T17:59:59Z')).toBe('2025-11-22');
  });
});
