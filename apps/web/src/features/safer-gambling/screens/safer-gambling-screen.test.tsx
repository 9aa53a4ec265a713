// Proves the Safer gambling page draws each limit with what it has used and a raise waiting,
// sends a new limit and shows the server's answer, names a refused field, asks before a break and
// then logs the phone out, and reads in Bangla.
import type { SaferGamblingStatus } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStorage, storageKeys } from '../../../shared/storage';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SaferGamblingScreen } from './safer-gambling-screen';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

const periods = ['day', 'week', 'month'] as const;

function statusWith(change: Partial<SaferGamblingStatus> = {}): SaferGamblingStatus {
  return {
    limits: (['deposit', 'loss'] as const).flatMap((kind) =>
      periods.map((period) => ({ kind, period, amount: null, used: 0, pending: null })),
    ),
    break: null,
    reality_check_minutes: 60,
    helpline: { text: 'Helpline 16000', url: 'https://help.example' },
    ...change,
  };
}

const statement = {
  months: [
    { month: '2026-12', deposits: 1000, withdrawals: 0, net_result: -250 },
    { month: '2026-11', deposits: 0, withdrawals: 500, net_result: 40 },
  ],
};

describe('SaferGamblingScreen', () => {
  it('shows each limit, saves a new one and shows what the server says', async () => {
    signIn();
    const withDaily = statusWith();
    withDaily.limits[0] = {
      kind: 'deposit',
      period: 'day',
      amount: 1000,
      used: 600,
      pending: { amount: 5000, from: '2026-12-02T10:00:00.000Z' },
    };
    const { requests } = mockFetch({
      ...siteHandlers,
      'GET /api/safer-gambling': { body: withDaily },
      'GET /api/safer-gambling/statement': { body: statement },
      'PATCH /api/safer-gambling/limits': (request) => {
        const body = request.body as { amount?: number };
        if (body.amount === 3) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: {
                amount: [
                  'Enter a whole amount from ৳1 to ৳1,00,00,000, or leave it empty for no limit.',
                ],
              },
            },
          };
        }
        const next = statusWith();
        next.limits[3] = { kind: 'loss', period: 'day', amount: 200, used: 0, pending: null };
        return { body: { message: 'Your limit has changed and applies now.', status: next } };
      },
    });
    renderWithProviders(<SaferGamblingScreen />);
    const daily = await screen.findByTestId('limit-deposit-day');
    expect(within(daily).getByText(/Now: ৳1,000/)).toBeTruthy();
    expect(within(daily).getByText(/৳600.* used in the last 24 hours/)).toBeTruthy();
    expect(within(daily).getByText(/৳5,000/)).toBeTruthy();
    expect(await screen.findByTestId('activity-statement')).toBeTruthy();
    expect(screen.getByTestId('helpline').textContent).toContain('Helpline 16000');

    const lossDay = screen.getByTestId('limit-loss-day');
    fireEvent.click(within(lossDay).getByRole('button', { name: 'Change the daily limit' }));
    const field = within(lossDay).getByLabelText(/New daily limit/i);
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(within(lossDay).getByRole('button', { name: 'Save' }));
    expect(await within(lossDay).findByText(/Enter a whole amount/)).toBeTruthy();

    fireEvent.change(field, { target: { value: '২০০' } });
    fireEvent.click(within(lossDay).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your limit has changed and applies now.')).toBeTruthy();
    expect(await within(screen.getByTestId('limit-loss-day')).findByText(/Now: ৳200/)).toBeTruthy();
    const sent = requests.filter((request) => request.method === 'PATCH').at(-1);
    expect(sent?.body).toEqual({ kind: 'loss', period: 'day', amount: 200 });
  });

  it('asks before a self-exclusion, then forgets the session on this phone', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/safer-gambling': { body: statusWith() },
      'GET /api/safer-gambling/statement': { body: statement },
      'POST /api/safer-gambling/break': {
        body: {
          message: 'Your break has started. You have been logged out on every device.',
          break: {
            kind: 'exclusion',
            started_at: '2026-12-01T10:00:00.000Z',
            until: '2027-06-01T10:00:00.000Z',
          },
        },
      },
    });
    renderWithProviders(<SaferGamblingScreen />);
    const exclusion = await screen.findByTestId('break-exclusion');
    fireEvent.change(within(exclusion).getByLabelText('How long'), { target: { value: '1y' } });
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Exclude me' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/for 1 year/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, start it' }));
    const done = await screen.findByText(/You have been logged out on every device/);
    fireEvent.click(
      within(done.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it('shows a break in force instead of the break choices, in Bangla', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/safer-gambling': {
        body: statusWith({
          break: {
            kind: 'timeout',
            started_at: '2026-12-01T10:00:00.000Z',
            until: '2026-12-08T10:00:00.000Z',
          },
        }),
      },
      'GET /api/safer-gambling/statement': { body: statement },
    });
    renderWithProviders(<SaferGamblingScreen />, { language: 'bn' });
    expect((await screen.findByTestId('break-notice')).textContent).toMatch(/টাইম-আউটে আছেন/);
    expect(screen.queryByTestId('break-timeout')).toBeNull();
    expect(screen.getByRole('heading', { name: 'নিরাপদ খেলা' })).toBeTruthy();
  });
});
