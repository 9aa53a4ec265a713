// Proves /vip against a stand-in server: the real level on the card, the total VP from the user
// data, the Convert VP panel's [contract: Validation] messages, its [contract: Error texts] outcomes, and the links to details and history.
import { vipLevels, type User } from '@khela/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { vipSummaryFixture } from '../../../testing/vip-summary-fixture';
import { VipScreen } from './vip-screen';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

const user: User = {
  id: 42,
  username: 'rahim01',
  name: 'Rahim Uddin',
  phone: '01712345678',
  email: 'rahim@example.com',
  currency: 'BDT',
  vip_coin: 120,
  session_id: '1',
  email_verified_at: null,
  dofb: null,
  balance: 0,
  referral_code: 'AB12CD',
  cash_bonus: 0,
  created_at: '2025-01-01T00:00:00.000Z',
};

const summary = vipSummaryFixture(vipLevels, 3, {
  vip_coin: 120,
  lifetime_points: 320,
  points_to_next_level: 280,
});

function handlers(convert: MockHandler): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'GET /api/user/show': { body: { data: user } },
    'GET /api/vip/summary': { body: { success: true, data: summary } },
    'GET /api/convert-vipcoin': convert,
  };
}

function renderScreen() {
  return renderWithProviders(<VipScreen detailsHref="/vip-details" historyHref="/vip-history" />);
}

const field = () => screen.getByLabelText('VP to convert');

describe('VipScreen', () => {
  it('shows the real level, the total VP and the links', async () => {
    signIn();
    mockFetch(handlers({ body: {} }));
    renderScreen();
    expect(await screen.findByText('Bronze III')).toBeTruthy();
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(screen.getByTestId('vip-total').textContent).toBe('120');
    expect(screen.getByText('280 VP to Silver I')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIP details' }).getAttribute('href')).toBe(
      '/vip-details',
    );
    expect(screen.getByRole('link', { name: 'VIP history' }).getAttribute('href')).toBe(
      '/vip-history',
    );
  });

  it('shows the field message while typing and the minimum message on submit', async () => {
    signIn();
    const { requests } = mockFetch(handlers({ body: {} }));
    renderScreen();
    await screen.findByText('Bronze III');
    fireEvent.change(field(), { target: { value: '5' } });
    expect(
      screen.getByText('Not enough points. Points must follow minimum VP required to convert.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Minimum VP Required: 10.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Minimum VP Required: 10.');
    expect(requests.some((request) => request.url.pathname === '/api/convert-vipcoin')).toBe(false);
    // Changing the field takes the submit's message away; the live one follows the typing.
    fireEvent.change(field(), { target: { value: '50' } });
    expect(screen.queryByText('Minimum VP Required: 10.')).toBeNull();
    expect(
      screen.queryByText('Not enough points. Points must follow minimum VP required to convert.'),
    ).toBeNull();
  });

  it('converts, sending the session remote_id, and shows the answer', async () => {
    signIn();
    const { requests } = mockFetch(
      handlers({
        body: {
          success: true,
          message: 'VP converted successfully.',
          vip_coin: 100,
          amount: 20,
          balance: 20,
        },
      }),
    );
    renderScreen();
    await screen.findByText('Bronze III');
    fireEvent.change(field(), { target: { value: '20' } });
    expect(screen.getByText('You receive ৳20.00 in your Main Wallet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('VP converted successfully.')).toBeTruthy();
    const sent = requests.find((request) => request.url.pathname === '/api/convert-vipcoin');
    expect(sent?.url.searchParams.get('remote_id')).toBe('42');
    expect(sent?.url.searchParams.get('vip_coin')).toBe('20');
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's message, 'An error occurred' without one, and the network text", async () => {
    signIn();
    let answer: 'refused' | 'bare' | 'offline' = 'refused';
    mockFetch(
      handlers(() => {
        if (answer === 'offline') return 'network-error';
        return answer === 'refused'
          ? { status: 400, body: { message: 'You do not have that many VP.' } }
          : { status: 500, body: {} };
      }),
    );
    renderScreen();
    await screen.findByText('Bronze III');
    fireEvent.change(field(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('You do not have that many VP.')).toBeTruthy();
    answer = 'bare';
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    answer = 'offline';
    fireEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('An error occurred while converting coins.')).toBeTruthy();
  });

  it('offers a retry when the VIP summary cannot load', async () => {
    signIn();
    mockFetch({ ...handlers({ body: {} }), 'GET /api/vip/summary': { status: 500, body: {} } });
    renderScreen();
    expect(await screen.findByText('Could not load your VIP points.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
