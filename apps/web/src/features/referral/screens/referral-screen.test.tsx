// Proves /refrrel-program against a stand-in server: the tabs, 'Refer a friend now', the code,
// link and QR, the share fallback, and Claim All's [contract: Validation] and [contract: Error texts] outcomes with the reload.
import type { ReferralSummary } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ReferralScreen } from './referral-screen';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

const summary: ReferralSummary = {
  referral_code: 'AB12CD',
  active_downlines: 3,
  lifetime_cash_rewards: 125.5,
  referral_turnover: 62750,
  cash_rewards: 25.5,
};

function handlers(
  board: ReferralSummary = summary,
  claim: MockHandler = { body: {} },
): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'GET /api/referral/summary': { body: { success: true, data: board } },
    'POST /api/cash-claim': claim,
  };
}

async function openMyReferral() {
  renderWithProviders(<ReferralScreen />);
  expect(screen.getByRole('tab', { name: 'Referral Info' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Refer a friend now' }));
  expect(screen.getByRole('tab', { name: 'My Referral' }).getAttribute('aria-selected')).toBe(
    'true',
  );
  await screen.findByTestId('referral-code');
}

describe('ReferralScreen', () => {
  it('shows the steps, then the code, link, QR code and board on My Referral', async () => {
    signIn();
    mockFetch(handlers());
    renderWithProviders(<ReferralScreen />);
    expect(screen.getByText('Send an invitation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refer a friend now' }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/referral_code?referral_code=AB12CD`,
    );
    const qr = screen.getByRole('img', { name: 'QR code of your referral link' });
    expect(qr.getAttribute('width')).toBe('128');
    const board = screen.getByRole('region', { name: 'Rewards' });
    expect(within(board).getByText('3')).toBeTruthy();
    expect(within(board).getByText('৳125.50')).toBeTruthy();
    expect(within(board).getByText('৳62,750.00')).toBeTruthy();
    expect(screen.getByTestId('referral-cash-rewards').textContent).toBe('৳25.50');
  });

  it('opens the tab the address names, so the reload after a claim comes back to the board', async () => {
    signIn();
    mockFetch(handlers());
    renderWithProviders(<ReferralScreen />, { route: '/refrrel-program?tab=mine' });
    expect(screen.getByRole('tab', { name: 'My Referral' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByTestId('referral-code')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Referral Info' }));
    expect(screen.getByRole('tab', { name: 'Referral Info' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('falls back to the link in a dialog when sharing is not supported', async () => {
    signIn();
    mockFetch(handlers());
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    await openMyReferral();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Share your link' });
    expect(within(dialog).getByText('Sharing is not supported on this device.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Copy this link').value).toBe(
      `${window.location.origin}/referral_code?referral_code=AB12CD`,
    );
  });

  it('refuses Claim All below 10 without asking the server', async () => {
    signIn();
    const { requests } = mockFetch(handlers({ ...summary, cash_rewards: 9.99 }));
    await openMyReferral();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('You need at least 10 to claim all.')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/cash-claim')).toBe(false);
  });

  it('claims with an Idempotency-Key, says so and reloads after 1.5 s', async () => {
    signIn();
    const reload = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, origin: window.location.origin, reload },
    });
    const { requests } = mockFetch(
      handlers(summary, {
        body: {
          success: true,
          message: 'Bonus Claimed successfully.',
          amount: 25.5,
          balance: 25.5,
        },
      }),
    );
    await openMyReferral();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
      expect(await screen.findByText('Bonus Claimed successfully.')).toBeTruthy();
      const sent = requests.find((request) => request.url.pathname === '/api/cash-claim');
      expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1_500);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    }
  });

  it("shows the server's claim message, else the failed text", async () => {
    signIn();
    let refused = true;
    mockFetch(
      handlers(summary, () =>
        refused
          ? { status: 400, body: { message: 'You need at least 10 to claim all.' } }
          : { status: 500, body: {} },
      ),
    );
    await openMyReferral();
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('You need at least 10 to claim all.')).toBeTruthy();
    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('Failed to claim bonus. Please try again.')).toBeTruthy();
  });
});
