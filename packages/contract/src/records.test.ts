// Proves the record helpers: status keys 0/1/2, exchange status tags, date-filter windows in
// Asia/Dhaka, game-name truncation, paisa-exact profit/loss and turnover progress.
import { describe, it, expect } from 'vitest';
import {
  exchangeRecordStatusTag,
  gameBetProfitLossTaka,
  gameBetRecordSchema,
  recordDateRangeBounds,
  transactionStatusByKey,
  transactionStatusTags,
  truncateGameName,
  turnoverProgressPercent,
} from './records.js';

describe('transaction status keys', () => {
  it('0 pending, 1 success, 2 fail', () => {
    expect(transactionStatusByKey).toEqual({ '0': 'pending', '1': 'success', '2': 'fail' });
    expect(transactionStatusTags).toEqual({ '0': 'Processing', '1': 'Success', '2': 'Fail' });
  });
});

describe('exchange record status', () => {
  it('shows WON and LOST, anything else as processing', () => {
    expect(exchangeRecordStatusTag('WON')).toBe('WON');
    expect(exchangeRecordStatusTag('LOST')).toBe('LOST');
    expect(exchangeRecordStatusTag('open')).toBe('processing');
    expect(exchangeRecordStatusTag('VOID')).toBe('processing');
  });
});

describe('recordDateRangeBounds', () => {
  // 2024-06-10 01:30 in Dhaka is 2024-06-09 19:30 UTC.
  const nowMs = Date.UTC(2024, 5, 9, 19, 30);
  const dhakaMidnightMs = Date.UTC(2024, 5, 9, 18, 0);

  it('today starts at midnight in Dhaka', () => {
    expect(recordDateRangeBounds('today', nowMs)).toEqual({ fromMs: dhakaMidnightMs, toMs: nowMs });
  });

  it('yesterday is the whole Dhaka day before', () => {
    expect(recordDateRangeBounds('yesterday', nowMs)).toEqual({
      fromMs: dhakaMidnightMs - 86_400_000,
      toMs: dhakaMidnightMs - 1,
    });
  });

  it('last 7 days runs from seven days before now to now; all has no bounds', () => {
    expect(recordDateRangeBounds('last_7_days', nowMs)).toEqual({
      fromMs: nowMs - 7 * 86_400_000,
      toMs: nowMs,
    });
    expect(recordDateRangeBounds('all', nowMs)).toBeUndefined();
  });
});

describe('game bets', () => {
  it('reads amounts sent as text', () => {
    const record = gameBetRecordSchema.parse({
      id: 1,
      created_at: '2024-06-09T19:30:00.000Z',
      platform: 'JILI',
      game_type: 'SLOT',
      game_name: 'Super Ace',
      bet_amount: '10.10',
      winAmount: '0.2',
    });
    expect(record.bet_amount).toBe(10.1);
    expect(gameBetProfitLossTaka(record)).toBe(-9.9);
    expect(gameBetProfitLossTaka({ bet_amount: 0.1, winAmount: 0.3 })).toBe(0.2);
  });

  it('cuts names at 15 characters plus an ellipsis', () => {
    expect(truncateGameName('Fortune Gems 2 Deluxe')).toBe('Fortune Gems 2 ...');
    expect(truncateGameName('Super Ace Jackp')).toBe('Super Ace Jackp');
  });
});

describe('turnover progress', () => {
  it('runs 0 to 100, completed tickets full', () => {
    expect(
      turnoverProgressPercent({
        status: 'active',
        required_turnover: 1000,
        remaining_turnover: 250,
      }),
    ).toBe(75);
    expect(
      turnoverProgressPercent({
        status: 'complete',
        required_turnover: 1000,
        remaining_turnover: 900,
      }),
    ).toBe(100);
    expect(
      turnoverProgressPercent({
        status: 'active',
        required_turnover: 1000,
        remaining_turnover: 1200,
      }),
    ).toBe(0);
  });
});
