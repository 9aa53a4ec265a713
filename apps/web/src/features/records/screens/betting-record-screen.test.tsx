// Proves /betting-record against a stand-in server shaped as the contract says: today's Settled
// groups with turnover and a bracketed red loss, the drill-down with 15-character names and its
// back arrow, the filter panel (tap-again resets, Back discards, Confirm applies), 'No Data', the
// Exchange tab's colours and its details popup with the summary/details toggle, and a retry.
import type { BettingRecordResponse } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { atDhakaNoon, minutesAgo } from '../../../testing/dhaka-noon';
import { renderWithProviders } from '../../../testing/render';
import { exchangeBetFixture, gameBetFixture } from '../records.fixture';
import { BettingRecordScreen } from './betting-record-screen';

atDhakaNoon();

const settled = [
  gameBetFixture({
    id: 1,
    created_at: minutesAgo(1),
    game_name: 'Khela Super Slots Deluxe',
    bet_amount: 100,
    winAmount: 0,
  }),
  gameBetFixture({
    id: 2,
    created_at: minutesAgo(2),
    game_name: 'Mines',
    bet_amount: '50' as unknown as number,
    winAmount: 80,
  }),
  gameBetFixture({ id: 3, created_at: minutesAgo(3), platform: 'JILI', game_type: 'FH' }),
];
const exchange = [
  exchangeBetFixture({ transaction_id: 'EX-WON', created_at: minutesAgo(1), net_profit_loss: 450 }),
  exchangeBetFixture({
    transaction_id: 'EX-LOST',
    created_at: minutesAgo(2),
    event_name: 'Sylhet v Khulna',
    status: 'LOST',
    net_profit_loss: -300,
    stake: 300,
  }),
];

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

function serve(handler: MockHandler) {
  return mockFetch({ ...siteHandlers, 'GET /api/betting-record': handler });
}

const answer = (data: BettingRecordResponse['data']) => ({ body: { success: true, data } });

function renderScreen() {
  return renderWithProviders(<BettingRecordScreen />, {
    route: '/betting-record',
  });
}

describe('BettingRecordScreen', () => {
  it('groups today by platform and game type, and drills into one group', async () => {
    signIn();
    serve(answer({ settled, exchange }));
    renderScreen();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlatformGame TypeTurnoverProfit/LossOpen',
      'KHELASLOT৳150.00(৳70.00)',
      'JILIFH৳100.00(৳100.00)',
    ]);
    expect(within(table).getAllByText('(৳70.00)')[0]?.className).toContain('betting-amount--loss');

    fireEvent.click(screen.getByRole('button', { name: 'Open KHELA SLOT' }));
    expect(screen.getByText('Khela Super Slo...')).toBeTruthy();
    expect(screen.getByText('Mines')).toBeTruthy();
    expect(screen.getByText('Loss: ৳100.00')).toBeTruthy();
    expect(screen.getByText('Profit: ৳30.00')).toBeTruthy();
    expect(screen.getByText('Bet: ৳50.00')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to settled bets' }));
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('filters by platform, resets on a second tap, and drops a draft on Back', async () => {
    signIn();
    serve(answer({ settled, exchange }));
    renderScreen();
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    let panel = screen.getByRole('dialog', { name: 'Filter betting records' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'JILI' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('Platform: JILI')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    panel = screen.getByRole('dialog', { name: 'Filter betting records' });
    const jili = within(panel).getByRole('radio', { name: 'JILI' });
    expect((jili as HTMLInputElement).checked).toBe(true);
    fireEvent.click(jili);
    expect(
      (within(panel).getAllByRole('radio', { name: 'All' })[0] as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Yesterday' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Platform: JILI')).toBeTruthy();
    expect(screen.getByText('Date: Today')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    panel = screen.getByRole('dialog', { name: 'Filter betting records' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Yesterday' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('No Data')).toBeTruthy();
  });

  it('shows exchange bets with their colours and opens the details popup', async () => {
    signIn();
    serve(answer({ settled: [], exchange }));
    renderScreen();
    expect(await screen.findByText('No Data')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Exchange' }));
    const won = screen.getByRole('button', { name: /Dhaka v Chattogram/ });
    expect(within(won).getByText('৳450.00').className).toContain('betting-amount--won');
    const lost = screen.getByRole('button', { name: /Sylhet v Khulna/ });
    expect(within(lost).getByText('৳300.00').className).toContain('betting-amount--lost');

    fireEvent.click(lost);
    const popup = screen.getByRole('dialog', { name: 'Exchange Record Details' });
    expect(within(popup).getByText('LOST')).toBeTruthy();
    expect(within(popup).getByText('EX-LOST')).toBeTruthy();
    expect(within(popup).queryByText('Match Odds')).toBeNull();
    fireEvent.click(within(popup).getByRole('button', { name: 'Show details' }));
    expect(within(popup).getByText('Match Odds')).toBeTruthy();
    expect(within(popup).getByText('Cricket')).toBeTruthy();
    expect(within(popup).getByText('1.9')).toBeTruthy();
  });

  it('offers a retry when the load fails', async () => {
    signIn();
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Server Error' } }
        : answer({ settled, exchange });
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The betting records could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
