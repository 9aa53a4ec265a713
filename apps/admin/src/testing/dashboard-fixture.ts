/** A /admin-api/dashboard answer for tests: a quiet week unless a test gives figures. */
import type { DashboardDay, DashboardFigures, DashboardResponse } from '@khela/contract';

export function figures(overrides: Partial<DashboardFigures> = {}): DashboardFigures {
  return {
    deposits: { count: 0, amount: 0 },
    withdrawals: { count: 0, amount: 0 },
    casino: { rounds: 0, stakes: 0, wins: 0, ggr: 0 },
    exchange: { commission: 0, house_markets: 0, ggr: 0 },
    active_players: 0,
    ...overrides,
  };
}

const week = ['17', '18', '19', '20', '21', '22', '23'].map((day) => `2026-11-${day}`);

export function dashboardAnswer(
  today: Partial<DashboardFigures> = {},
  overrides: Partial<DashboardResponse> = {},
): DashboardResponse {
  const series: DashboardDay[] = week.map((date, index) => ({
    date,
    ...figures(index === week.length - 1 ? today : {}),
  }));
  return {
    today: { date: '2026-11-23', ...figures(today) },
    week: { from: '2026-11-21', to: '2026-11-23', ...figures(today) },
    series,
    pending: { deposits: 0, withdrawals: 0, chats: 0 },
    generated_at: '2026-11-23T06:30:00.000Z',
    ...overrides,
  };
}
