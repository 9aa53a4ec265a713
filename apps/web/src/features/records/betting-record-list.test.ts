// Proves the betting record's list logic: filters (platform, game type, Dhaka-day date ranges,
// tap-again-resets), groups by day, platform and game type with exact paisa sums, and the
// exchange colours.
import { describe, expect, it } from 'vitest';
import {
  defaultBettingFilters,
  distinctValues,
  exchangeResultTone,
  filterExchangeBets,
  filterGameBets,
  groupGameBets,
  groupRowsByDay,
  toggleChoice,
} from './betting-record-list';
import { exchangeBetFixture, gameBetFixture } from './records.fixture';

// 2025-11-23 12:00 in Dhaka.
const NOW = Date.parse('2025-11-23T06:00:00.000Z');
const todayEarly = '2025-11-22T18:30:00.000Z'; // 00:30 on the 23rd in Dhaka
const yesterdayLate = '2025-11-22T17:30:00.000Z'; // 23:30 on the 22nd in Dhaka
const tenDaysAgo = '2025-11-13T06:00:00.000Z';

describe('betting record filters', () => {
  const bets = [
    gameBetFixture({ id: 1, created_at: todayEarly }),
    gameBetFixture({ id: 2, created_at: yesterdayLate, platform: 'JILI', game_type: 'FH' }),
    gameBetFixture({ id: 3, created_at: tenDaysAgo }),
  ];

  it('keeps today by default, in Dhaka days', () => {
    expect(filterGameBets(bets, defaultBettingFilters, NOW).map((bet) => bet.id)).toEqual([1]);
    const yesterday = { ...defaultBettingFilters, range: 'yesterday' as const };
    expect(filterGameBets(bets, yesterday, NOW).map((bet) => bet.id)).toEqual([2]);
    const week = { ...defaultBettingFilters, range: 'last_7_days' as const };
    expect(filterGameBets(bets, week, NOW).map((bet) => bet.id)).toEqual([1, 2]);
  });

  it('filters by platform and game type', () => {
    const week = { ...defaultBettingFilters, range: 'last_7_days' as const };
    expect(filterGameBets(bets, { ...week, platform: 'JILI' }, NOW).map((bet) => bet.id)).toEqual([
      2,
    ]);
    expect(filterGameBets(bets, { ...week, gameType: 'SLOT' }, NOW).map((bet) => bet.id)).toEqual([
      1,
    ]);
  });

  it('resets a choice tapped again and lists values once', () => {
    expect(toggleChoice('JILI', 'JILI')).toBeNull();
    expect(toggleChoice(null, 'JILI')).toBe('JILI');
    expect(toggleChoice('KHELA', 'JILI')).toBe('JILI');
    expect(distinctValues(['A', 'B', 'A'])).toEqual(['A', 'B']);
  });

  it('leaves the exchange tab empty when a platform is chosen and filters it by game type', () => {
    const exchange = [exchangeBetFixture({ created_at: todayEarly })];
    expect(
      filterExchangeBets(exchange, { ...defaultBettingFilters, platform: 'KHELA' }, NOW),
    ).toEqual([]);
    expect(filterExchangeBets(exchange, defaultBettingFilters, NOW)).toHaveLength(1);
    expect(
      filterExchangeBets(exchange, { ...defaultBettingFilters, gameType: 'Soccer' }, NOW),
    ).toEqual([]);
  });
});

describe('groupGameBets', () => {
  it('sums turnover and profit or loss per day, platform and game type without drift', () => {
    const groups = groupGameBets([
      gameBetFixture({ id: 1, created_at: todayEarly, bet_amount: 0.1, winAmount: 0 }),
      gameBetFixture({ id: 2, created_at: todayEarly, bet_amount: 0.2, winAmount: 0.5 }),
      gameBetFixture({ id: 3, created_at: todayEarly, platform: 'JILI', bet_amount: 10 }),
      gameBetFixture({ id: 4, created_at: yesterdayLate, bet_amount: 5, winAmount: 12.5 }),
    ]);
    expect(
      groups.map(({ day, platform, gameType, turnover, profitLoss, records }) => ({
        day,
        platform,
        gameType,
        turnover,
        profitLoss,
        ids: records.map((record) => record.id),
      })),
    ).toEqual([
      {
        day: '2025-11-23',
        platform: 'KHELA',
        gameType: 'SLOT',
        turnover: 0.3,
        profitLoss: 0.2,
        ids: [1, 2],
      },
      {
        day: '2025-11-23',
        platform: 'JILI',
        gameType: 'SLOT',
        turnover: 10,
        profitLoss: -10,
        ids: [3],
      },
      {
        day: '2025-11-22',
        platform: 'KHELA',
        gameType: 'SLOT',
        turnover: 5,
        profitLoss: 7.5,
        ids: [4],
      },
    ]);
  });

  it('groups exchange rows by day, newest first, and colours them by status', () => {
    const days = groupRowsByDay([
      exchangeBetFixture({ transaction_id: 'old', created_at: yesterdayLate }),
      exchangeBetFixture({ transaction_id: 'new', created_at: todayEarly }),
    ]);
    expect(days.map((day) => [day.day, day.rows.map((row) => row.transaction_id)])).toEqual([
      ['2025-11-23', ['new']],
      ['2025-11-22', ['old']],
    ]);
    expect(['WON', 'LOST', 'VOID', 'open'].map(exchangeResultTone)).toEqual([
      'won',
      'lost',
      'lost',
      'open',
    ]);
  });
});
