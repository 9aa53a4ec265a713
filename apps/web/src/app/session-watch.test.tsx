// Proves session expiry: a 401 on the balance call clears all of local storage and sends the player
// to /, while a balance answer is kept under the `balance` key and shown in the header.
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endSessionOnUnauthenticated } from '../shared/session/session-expiry';
import { ApiError } from '../shared/api-client';
import { generalFixture, mockFetch, siteHandlers } from '../testing/mock-fetch';
import { renderWithProviders } from '../testing/render';
import { AppRoutes } from './router';

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
  window.localStorage.setItem('username', 'player0001');
  window.localStorage.setItem('exchangeToken', 'exchange-1');
  window.localStorage.setItem('referral_code', 'KEEPME');
  window.localStorage.setItem('language', 'en');
}

describe('endSessionOnUnauthenticated', () => {
  it('clears every key and the cached member data on a 401', () => {
    signIn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['member', 42, 'balance'], 10);
    queryClient.setQueryData(['site', 'general'], { site_title: 'Khela' });
    expect(endSessionOnUnauthenticated(new ApiError(401, 'Unauthenticated.'), queryClient)).toBe(
      true,
    );
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['member', 42, 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(['site', 'general'])).toBeDefined();
  });

  it('leaves the session alone on other failures', () => {
    signIn();
    const queryClient = new QueryClient();
    expect(endSessionOnUnauthenticated(new ApiError(500, undefined), queryClient)).toBe(false);
    expect(endSessionOnUnauthenticated(new Error('offline'), queryClient)).toBe(false);
    expect(window.localStorage.getItem('token')).toBe('token-1');
  });
});

describe('balance polling in the app', () => {
  it('on a 401 clears local storage and goes to /', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'POST /api/balance': { status: 401, body: { message: 'Unauthenticated.' } },
      'GET /api/user/show': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/account' });
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    await waitFor(() => expect(view.pathname()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('stores the balance and shows it in the header chip', async () => {
    signIn();
    mockFetch({ ...siteHandlers, 'POST /api/balance': { body: { balance: 123456.5 } } });
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(
      await screen.findByRole('link', { name: 'Main Wallet balance: ৳1,23,456.50' }),
    ).toBeTruthy();
    expect(window.localStorage.getItem('balance')).toBe('123456.5');
  });

  it('sends a visitor who opens /account to /login', async () => {
    mockFetch(siteHandlers);
    const view = renderWithProviders(<AppRoutes />, { route: '/account' });
    await waitFor(() => expect(view.pathname()).toBe('/login'));
  });

  it('shows the not-found page for an unknown route', async () => {
    mockFetch(siteHandlers);
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Error 404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });

  it.each(['/', '/deposit', '/exchange', '/games?type=SLOT'])(
    'shows the maintenance notice at %s when site_status is 0',
    async (route) => {
      window.localStorage.setItem('token', 'token-1');
      window.localStorage.setItem('remote_id', '42');
      mockFetch({
        ...siteHandlers,
        'GET /api/general': { body: { ...generalFixture, site_status: 0 } },
      });
      renderWithProviders(<AppRoutes />, { route });
      expect(
        await screen.findByRole('heading', { name: "We're currently undergoing Maintenance!" }),
      ).toBeTruthy();
    },
  );
});
