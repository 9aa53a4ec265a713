import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { dashboardAnswer, figures } from '../testing/dashboard-fixture';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role);

function card(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.parentElement?.textContent ?? '';
}

describe('Dashboard', () => {
  it('is where an owner lands, with today, the week, the queues and the charts', async () => {
    signedIn('owner');
    const answer = dashboardAnswer(
      {
        deposits: { count: 3, amount: 125000.5 },
        withdrawals: { count: 1, amount: 2500 },
        casino: { rounds: 40, stakes: 900, wins: 1000, ggr: -100 },
        exchange: { commission: 12.25, house_markets: 30, ggr: 42.25 },
        active_players: 7,
      },
      {
        week: { from: '2026-11-21', to: '2026-11-23', ...figures({ active_players: 19 }) },
        pending: { deposits: 2, withdrawals: 5, chats: 1 },
      },
    );
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/dashboard': { body: answer },
    });
    const { router } = renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');

    const today = await screen.findByRole('region', { name: 'Today, Mon 23 Nov' });
    expect(card(today, 'Deposits')).toContain('৳1,25,000.50');
    expect(card(today, 'Deposits')).toContain('3 approved');
    expect(card(today, 'Withdrawals')).toContain('৳2,500.00');
    expect(card(today, 'Casino GGR')).toContain('−৳100.00');
    expect(card(today, 'Casino GGR')).toContain('40 rounds settled');
    expect(card(today, 'Exchange GGR')).toContain('৳42.25');
    expect(card(today, 'Active players')).toContain('7');

    const week = screen.getByRole('region', { name: 'This week, Sat 21 Nov – Mon 23 Nov' });
    expect(card(week, 'Active players')).toContain('19');
    expect(card(week, 'Deposits')).toContain('৳0.00');

    const queues = screen.getByRole('region', { name: 'Waiting for an operator' });
    expect(card(queues, 'Pending deposits')).toContain('2');
    expect(card(queues, 'Pending withdrawals')).toContain('5');
    expect(card(queues, 'Unread chats')).toContain('1');
    // The money queues link to their screens; chats do not (finance may not use the desk).
    expect(
      within(queues)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/money/deposits', '/money/withdrawals']);

    expect(screen.getByRole('img', { name: 'Deposits and withdrawals, last 7 days' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'GGR per day, last 7 days' })).toBeTruthy();
    // The scale: the highest bar and, for a day the house lost, the lowest.
    expect(screen.getByText('Top of the chart ৳1,25,000.50')).toBeTruthy();
    expect(screen.getByText('Foot −৳100.00')).toBeTruthy();
    const money = screen.getByRole('table', { name: 'Deposits and withdrawals' });
    expect(within(money).getByRole('row', { name: /Mon 23 Nov/ }).textContent).toContain(
      '৳1,25,000.50',
    );
  });

  it('says when the last 7 days are quiet instead of drawing empty charts', async () => {
    signedIn('finance');
    mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/dashboard': { body: dashboardAnswer() },
    });
    renderConsole('/dashboard');
    expect(
      await screen.findByText('No money has moved and nothing has been played in these days.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the server's message and tries again on request", async () => {
    signedIn('owner');
    let fail = true;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/dashboard': () =>
        fail
          ? { status: 503, body: { message: 'Figures are resting.' } }
          : { body: dashboardAnswer() },
    });
    renderConsole('/dashboard');
    expect(await screen.findByText('Figures are resting.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today, Mon 23 Nov' })).toBeTruthy();
    expect(requests.filter((r) => r.url.pathname === '/admin-api/dashboard')).toHaveLength(2);
  });

  it('is not offered to a role that may not see it, which lands on its own first area', async () => {
    signedIn('trader');
    mockFetch({
      'GET /admin-api/me': { body: me('trader') },
      'GET /admin-api/audit': { body: { data: [] } },
      'GET /admin-api/exchange/events': { body: { data: [] } },
    });
    const { router } = renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Trading' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(router.state.location.pathname).not.toBe('/dashboard');
  });
});
