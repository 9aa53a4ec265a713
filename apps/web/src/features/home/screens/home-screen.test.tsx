// Proves home's arrival popups and the market block: after signup the system notice comes first,
// then the welcome popup, each closed for good by its flag; a visitor never sees them; a blocked
// member's tap on a section opens the Market Block popup instead of the section.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { marketBlockMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { generalFixture, mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import type { HomeLinks } from '../home-links';
import { HomeScreen } from './home-screen';

const links: HomeLinks = {
  resolveLink: () => undefined,
};

const handlers = {
  ...siteHandlers,
  'GET /api/general': {
    body: { ...generalFixture, system_notice: 'Deposits are credited within minutes.' },
  },
  'GET /api/get-system': { body: { message: 'ok', data: [] } },
  'GET /api/market/block': { body: { exchange_market: 1, cs_market: 1, status: 'active' } },
};

function signIn(flags: { popup: string; regPopup: string }) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('remote_id', '7');
  localStorage.setItem('popup', flags.popup);
  localStorage.setItem('regPopup', flags.regPopup);
}

describe('HomeScreen popups', () => {
  it('shows the system notice, then the welcome popup, and sets each flag to 0 on close', async () => {
    signIn({ popup: '1', regPopup: '1' });
    mockFetch(handlers);
    renderWithProviders(<HomeScreen links={links} />);
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    expect(notice.textContent).toContain('Deposits are credited within minutes.');
    expect(screen.queryByRole('dialog', { name: 'Welcome to Khela!' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(localStorage.getItem('popup')).toBe('0');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Khela!' });
    expect(welcome.textContent).toContain('Your account is ready.');

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(localStorage.getItem('regPopup')).toBe('0');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no notice when the flag is 0 or the operator wrote none', async () => {
    signIn({ popup: '0', regPopup: '0' });
    mockFetch(handlers);
    renderWithProviders(<HomeScreen links={links} />);
    await screen.findByRole('button', { name: 'Casino' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('HomeScreen market blocks', () => {
  it('opens the section for a member who is not blocked', async () => {
    signIn({ popup: '0', regPopup: '0' });
    mockFetch(handlers);
    const view = renderWithProviders(<HomeScreen links={links} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Casino' }));
    await waitFor(() => expect(view.pathname()).toBe('/games'));
  });

  it('shows the Market Block popup when the upline closed the games', async () => {
    signIn({ popup: '0', regPopup: '0' });
    mockFetch({
      ...handlers,
      'GET /api/market/block': { body: { exchange_market: 1, cs_market: 0, status: 'inactive' } },
    });
    const view = renderWithProviders(<HomeScreen links={links} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Slot' }));
    const popup = await screen.findByRole('alertdialog', { name: marketBlockMessages.title });
    expect(popup.textContent).toContain(marketBlockMessages.body);
    expect(popup.textContent).toContain(marketBlockMessages.thanks);
    expect(view.pathname()).toBe('/');

    // The exchange is still open: Sports shows its tab below instead of the popup.
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('lets a visitor open a section without asking the server', async () => {
    const { requests } = mockFetch(handlers);
    const view = renderWithProviders(<HomeScreen links={links} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crash' }));
    await waitFor(() => expect(view.pathname()).toBe('/games'));
    expect(requests.some((request) => request.url.pathname === '/api/market/block')).toBe(false);
  });
});
