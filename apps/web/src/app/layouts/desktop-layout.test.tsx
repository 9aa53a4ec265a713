// Proves the desktop site on wide screens: the top navigation for visitors and members (the
// reading's sections: a sports menu, VIP, referral, the app page in a new tab; Deposit and Member
// Center to /account; Log out through /player/logout), the category pages, other routes as the
// phone screen in a column, signup leading to the register page, the maintenance notice at /, and
// the coming-soon mode that keeps only promotions and registration.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generalFixture,
  mockFetch,
  siteHandlers,
  type MockHandler,
} from '../../testing/mock-fetch';
import { pretendWideScreen } from '../../testing/media-query';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../router';

const handlers: Record<string, MockHandler> = {
  ...siteHandlers,
  'GET /api/promotion': { body: { data: [] } },
  'GET /api/get-system': { body: { message: 'ok', data: [{ platform: 'PADMA' }] } },
  'GET /api/get-provider': {
    body: { message: 'ok', data: [{ platform: 'PADMA', name: 'Padma Slots', icon: '' }] },
  },
  'POST /api/balance': { body: { balance: 0 } },
  'POST /api/logout': { body: { message: 'Logged out' } },
  'GET /api/user/show': { status: 500 },
};

function withMode(mode: 'full' | 'coming_soon', siteStatus = 1): Record<string, MockHandler> {
  return {
    ...handlers,
    'GET /api/general': {
      body: { ...generalFixture, desktop_mode: mode, site_status: siteStatus },
    },
  };
}

function renderAt(route: string, mode: 'full' | 'coming_soon' = 'full', siteStatus = 1) {
  pretendWideScreen();
  mockFetch(withMode(mode, siteStatus));
  return renderWithProviders(<AppRoutes />, { route });
}

describe('desktop site, full mode', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('gives visitors the sections, Login and Sign Up', async () => {
    renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Home', '/'],
      ['Casino', '/casino'],
      ['Slot', '/slot'],
      ['Table', '/table'],
      ['Crash', '/crash'],
      ['Fishing', '/fishing'],
      ['Arcade', '/arcade'],
      ['Lottery', '/lottery'],
      ['Promotions', '/promotions'],
      ['VIP', '/vip'],
      ['Referral', '/referral'],
      ['App', '/app-download'],
    ]);
    fireEvent.click(within(nav).getByRole('button', { name: 'Sports' }));
    const menu = within(nav).getByRole('list', { name: 'Sports menu' });
    expect(within(menu).getByRole('link', { name: 'Exchange' }).getAttribute('href')).toBe(
      '/player/playGame?t=sport&v=CRICKET',
    );
    const header = screen.getAllByRole('banner')[0]!;
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await screen.findByRole('heading', { name: 'Play by category' })).toBeTruthy();
  });

  it('gives members Member Center, Deposit and Log out', async () => {
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('remote_id', '42');
    renderAt('/');
    const center = await screen.findByRole('link', { name: 'Member Center' });
    expect(center.getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('sends /referral to the referral programme and /player/playGame to the cricket list', async () => {
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('remote_id', '42');
    const referral = renderAt('/referral');
    await waitFor(() => expect(referral.pathname()).toBe('/refrrel-program'));
    referral.unmount();
    const play = renderAt('/player/playGame?t=sport&v=CRICKET');
    await waitFor(() => expect(play.pathname()).toBe('/exchange-sports'));
  });

  it('lists a category page', async () => {
    renderAt('/slot');
    expect(await screen.findByRole('heading', { name: 'Slot' })).toBeTruthy();
    expect(await screen.findByText('Padma Slots')).toBeTruthy();
  });

  it('shows other routes as the phone screen in a column', async () => {
    renderAt('/login');
    const column = await screen.findByRole('region', { name: 'Mobile page' });
    expect(await within(column).findByRole('heading', { name: 'Login' })).toBeTruthy();
  });

  it('sends signup to the register page', async () => {
    const view = renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(view.pathname()).toBe('/register');
  });

  it.each(['/', '/slot', '/account'])(
    'shows the maintenance notice at %s when site_status is 0',
    async (route) => {
      renderAt(route, 'full', 0);
      expect(
        await screen.findByRole('heading', { name: "We're currently undergoing Maintenance!" }),
      ).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Play by category' })).toBeNull();
    },
  );
});

describe('desktop site, coming_soon mode', () => {
  it.each(['/', '/slot', '/login', '/account'])('shows coming soon at %s', async (route) => {
    renderAt(route, 'coming_soon');
    expect(await screen.findByRole('heading', { name: 'Coming soon on desktop' })).toBeTruthy();
  });

  it('still shows the promotions and register pages', async () => {
    renderAt('/promotions', 'coming_soon');
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Casino' })).toBeNull();
    fireEvent.click(screen.getAllByRole('link', { name: 'Sign Up' })[0]!);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy(),
    );
  });
});
