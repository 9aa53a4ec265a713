// Proves the member menu shows the player's name, VIP points and balance, hides and refreshes the
// balance, lists only contact links the server set, and that Log out removes the spec's keys.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { contactHref } from '../contact-links';
import { AccountScreen } from './account-screen';
import { userFixture } from '../../../testing/user-fixture';

const user = userFixture({ vip_coin: 1250, session_id: '0', balance: 5000 });

function signIn() {
  for (const [key, value] of Object.entries({
    token: 'token-1',
    remote_id: '42',
    username: 'player0001',
    exchangeToken: 'exchange-1',
    balance: '5000',
    agent_code: 'AGENT7',
    referral_code: 'REF1',
    popup: '1',
  })) {
    window.localStorage.setItem(key, value);
  }
}

function renderAccount(entryHrefs = {}) {
  return renderWithProviders(<AccountScreen entryHrefs={entryHrefs} />, {
    route: '/account',
  });
}

describe('AccountScreen', () => {
  it('shows the name, VIP points and the Main Wallet balance', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/user/show': { body: { success: true, data: user } },
      'POST /api/balance': { body: { balance: 7500.25 } },
    });
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Rahim Uddin' })).toBeTruthy();
    expect(await screen.findByText('1,250')).toBeTruthy();
    expect(await screen.findByText('৳7,500.25')).toBeTruthy();
  });

  it('hides the balance as *** and refreshes it on demand', async () => {
    signIn();
    let balance = 100;
    const { requests } = mockFetch({
      ...siteHandlers,
      'GET /api/user/show': { body: { success: true, data: user } },
      'POST /api/balance': () => ({ body: { balance } }),
    });
    renderAccount();
    await screen.findByText('৳100.00');
    balance = 250;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('৳250.00')).toBeTruthy();
    expect(requests.filter((request) => request.url.pathname === '/api/balance').length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByText('***')).toBeTruthy();
    expect(screen.queryByText('৳250.00')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('lists only menu rows with a route, and only contact links the server set', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/user/show': { body: { success: true, data: user } },
      'POST /api/balance': { body: { balance: 1 } },
    });
    renderAccount({ deposit: '/deposit' });
    const contact = await screen.findByRole('region', { name: 'Contact Us' });
    const links = within(contact).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://wa.me/8801700000000',
      'https://t.me/khela_demo',
      'mailto:support@khela.example',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/deposit');
    expect(screen.queryByRole('link', { name: 'Withdrawal' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull();
  });

  it('logs out: calls the server, removes the session keys and goes home', async () => {
    signIn();
    const { requests } = mockFetch({
      ...siteHandlers,
      'GET /api/user/show': { body: { success: true, data: user } },
      'POST /api/balance': { body: { balance: 1 } },
      'POST /api/logout': { body: { message: 'Logged out successfully.' } },
    });
    const view = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.pathname()).toBe('/'));
    const logout = requests.find((request) => request.url.pathname === '/api/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
    expect({ ...window.localStorage }).toEqual({ referral_code: 'REF1', popup: '1' });
  });

  it('still signs out on this phone when the logout call fails', async () => {
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      ...siteHandlers,
      'GET /api/user/show': { body: { success: true, data: user } },
      'POST /api/balance': { body: { balance: 1 } },
      'POST /api/logout': () => 'network-error',
    });
    const view = renderAccount();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.pathname()).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});

describe('contactHref', () => {
  it('accepts full links and bare values, and hides what it cannot use', () => {
    expect(contactHref('whatsapp', '+880 1700-000000')).toBe('https://wa.me/8801700000000');
    expect(contactHref('telegram', '@khela_demo')).toBe('https://t.me/khela_demo');
    expect(contactHref('email', 'help@khela.example')).toBe('mailto:help@khela.example');
    expect(contactHref('facebook', 'https://facebook.com/khela')).toBe(
      'https://facebook.com/khela',
    );
    expect(contactHref('facebook', 'khela')).toBeUndefined();
    expect(contactHref('email', null)).toBeUndefined();
    expect(contactHref('whatsapp', '  ')).toBeUndefined();
  });
});
