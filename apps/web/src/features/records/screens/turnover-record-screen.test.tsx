// Proves /turnover-record against a stand-in server: Active and Completed tabs, a ticket's title,
// date, required amount, progress bar and status, the Details part, and 'No Data'.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { turnoverFixture } from '../records.fixture';
import { TurnoverRecordScreen } from './turnover-record-screen';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

const active = turnoverFixture({ id: 1, required_turnover: 20000, remaining_turnover: 15000 });
const completed = turnoverFixture({
  id: 2,
  status: 'complete',
  required_turnover: 5000,
  remaining_turnover: 0,
  transaction: { action: 'deposit', promotion: null, payment_method: { name: 'Nagad' } },
});

describe('TurnoverRecordScreen', () => {
  it('shows an active ticket with its progress and details', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/turnovers': { body: { success: true, turnover: [active, completed] } },
    });
    renderWithProviders(<TurnoverRecordScreen />);
    const ticket = await screen.findByRole('article', { name: '100% Welcome Bonus' });
    expect(within(ticket).getByText('Active')).toBeTruthy();
    expect(within(ticket).getByText('৳20,000.00')).toBeTruthy();
    const bar = within(ticket).getByRole('progressbar', { name: 'Turnover progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('৳5,000.00 of ৳20,000.00');

    const toggle = within(ticket).getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(ticket).getByText('bKash')).toBeTruthy();
    expect(within(ticket).getByText('×10')).toBeTruthy();
    expect(within(ticket).getByText('৳2,000.00')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows completed tickets full on their tab', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/turnovers': { body: { success: true, turnover: [active, completed] } },
    });
    renderWithProviders(<TurnoverRecordScreen />);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const ticket = screen.getByRole('article', { name: 'Deposit turnover' });
    expect(within(ticket).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(ticket).getByText('Completed')).toBeTruthy();
  });

  it("says 'No Data' when a tab is empty", async () => {
    signIn();
    mockFetch({ ...siteHandlers, 'GET /api/turnovers': { body: { success: true, turnover: [] } } });
    renderWithProviders(<TurnoverRecordScreen />);
    expect(await screen.findByText('No Data')).toBeTruthy();
  });
});
