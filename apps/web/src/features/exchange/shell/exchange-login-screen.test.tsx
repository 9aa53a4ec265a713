// Proves the exchange login route: an open market forwards to the exchange, a block placed by the
// upline shows the Market Block popup and its OK goes home, and a visitor goes straight on.
import { screen, waitFor, fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ExchangeLoginScreen } from './exchange-login-screen';

function renderRoute() {
  return renderWithProviders(
    <Routes>
      <Route path="/exchange-login" element={<ExchangeLoginScreen />} />
      <Route path="/exchange" element={<p>exchange home</p>} />
      <Route path="/" element={<p>site home</p>} />
    </Routes>,
    { route: '/exchange-login' },
  );
}

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

afterEach(() => window.localStorage.clear());

describe('exchange login route', () => {
  it('forwards a member whose exchange is open', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/market/block': { body: { exchange_market: 1, cs_market: 1, status: 'active' } },
    });
    renderRoute();
    expect(await screen.findByText('exchange home')).toBeTruthy();
  });

  it('shows the Market Block popup when the upline blocked the exchange, then goes home', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/market/block': { body: { exchange_market: 0, cs_market: 1, status: 'inactive' } },
    });
    renderRoute();
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.queryByText('exchange home')).toBeNull();
    fireEvent.click(dialog.querySelector('button:last-of-type') ?? dialog);
    await waitFor(() => expect(screen.getByText('site home')).toBeTruthy());
  });

  it('sends a visitor straight on without asking for a block', async () => {
    const { requests } = mockFetch({ ...siteHandlers });
    renderRoute();
    expect(await screen.findByText('exchange home')).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/market/block')).toBe(false);
  });
});
