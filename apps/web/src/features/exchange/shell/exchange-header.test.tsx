// Proves the exchange header and its wallet overlay against a stand-in server: Main and Exposure
// from /api/exchange-hub, the bets button's count and link, the overlay's markets with Recall and
// Recall All sending what the contract says, the figures read again after a recall, a refusal in
// Bangla, each market's cash-out value linking to its odds view, and a visitor offered the login
// instead.
import type { ExchangeHubResponse, ExchangeWalletResponse, RecallResponse } from '@khela/contract';
import { exchangeWalletMessages } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { bookmakerCashOut, noCashOuts } from '../../../testing/cash-out-fixture';
import { ExchangeHeader } from './exchange-header';

const links = { myBetsHref: '/exchange-account/my-bets' };

const hub = (balance: number, exposure: number, openBets: number): ExchangeHubResponse => ({
  success: true,
  data: { balance, exposure, open_bets: openBets },
});

const wallet: ExchangeWalletResponse = {
  balance: 800,
  exposure: 250,
  recallable: [
    {
      market_id: '1.7',
      market_name: 'Match Odds',
      event_id: 'e-7',
      event_name: 'Sylhet v Khulna',
      sport: 'cricket',
      unmatched_bets: 2,
      unmatched_stake: 60,
      releases: 120,
    },
  ],
};

const recalled: RecallResponse = {
  message: exchangeWalletMessages.recalled,
  cancelled_bets: 2,
  recalled: 120,
  balance: 920,
  exposure: 130,
};

function serve(extra: Record<string, MockHandler> = {}) {
  let hubCalls = 0;
  const mock = mockFetch({
    ...siteHandlers,
    'GET /api/exchange-hub': () => {
      hubCalls += 1;
      return { body: hubCalls === 1 ? hub(800, 250, 3) : hub(920, 130, 1) };
    },
    'GET /api/exchange/wallet': { body: wallet },
    'POST /api/exchange/recall': { body: recalled },
    'POST /api/balance': { body: { balance: 800 } },
    'GET /api/exchange/cash-out': { body: noCashOuts },
    ...extra,
  });
  return { ...mock, hubCalls: () => hubCalls };
}

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

afterEach(() => window.localStorage.clear());

describe('exchange header', () => {
  it('shows Main and Exposure and links the open bets to My Bets', async () => {
    signIn();
    serve();
    renderWithProviders(<ExchangeHeader links={links} />, { route: '/exchange' });
    expect((await screen.findByTestId('exchange-main')).textContent).toBe('৳800.00');
    expect(screen.getByTestId('exchange-exposure').textContent).toBe('৳250.00');
    const bets = screen.getByRole('link', { name: 'My bets: 3 open bets' });
    expect(bets.getAttribute('href')).toBe('/exchange-account/my-bets');
  });

  it('recalls one market from the wallet overlay and reads the figures again', async () => {
    signIn();
    const { requests, hubCalls } = serve();
    renderWithProviders(<ExchangeHeader links={links} />, { route: '/exchange' });
    await screen.findByTestId('exchange-main');
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Wallet: Main, Exposure and Recall' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Exchange wallet' });
    expect(
      await within(dialog).findByText('2 bets · ৳60.00 unmatched · frees ৳120.00'),
    ).toBeTruthy();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Recall the unmatched bets on Sylhet v Khulna' }),
    );
    expect(
      await within(dialog).findByText('2 bets cancelled; ৳120.00 is back in Main.'),
    ).toBeTruthy();
    const recall = requests.find((request) => request.url.pathname === '/api/exchange/recall');
    expect(recall?.body).toEqual({ market_id: '1.7' });
    await waitFor(() => expect(hubCalls()).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.getByTestId('exchange-exposure').textContent).toBe('৳130.00'),
    );
  });

  it('Recall All sends no market, and a refusal reads in Bangla', async () => {
    signIn();
    const { requests } = serve({
      'POST /api/exchange/recall': {
        status: 409,
        body: { message: exchangeWalletMessages.nothingToRecall },
      },
    });
    renderWithProviders(<ExchangeHeader links={links} />, { route: '/exchange', language: 'bn' });
    await screen.findByTestId('exchange-main');
    fireEvent.click(screen.getAllByRole('button', { name: 'ওয়ালেট: মেইন, এক্সপোজার ও রিকল' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'এক্সচেঞ্জ ওয়ালেট' });
    await within(dialog).findByText('Sylhet v Khulna');
    fireEvent.click(within(dialog).getByRole('button', { name: 'সব রিকল' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'রিকল করার মতো কোনো আনম্যাচড বেট নেই।',
    );
    const recall = requests.find((request) => request.url.pathname === '/api/exchange/recall');
    expect(recall?.body).toEqual({});
  });

  it('lists each market’s cash-out value with a link to its odds view, which closes the overlay', async () => {
    signIn();
    serve({ 'GET /api/exchange/cash-out': { body: { markets: [bookmakerCashOut] } } });
    const { pathname } = renderWithProviders(<ExchangeHeader links={links} />, {
      route: '/exchange',
    });
    await screen.findByTestId('exchange-main');
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Wallet: Main, Exposure and Recall' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Exchange wallet' });
    const cashOuts = within(dialog).getByTestId('wallet-cash-outs');
    expect((await within(cashOuts).findByTestId('wallet-cash-out-value')).textContent).toBe(
      'Cash out ৳29.25',
    );
    const open = within(cashOuts).getByRole('link', { name: 'Open Dhaka v Khulna, Bookmaker' });
    // A Bookmaker market opens on its event's Match Odds, under which it shows.
    expect(open.getAttribute('href')).toBe('/odds-view?marketId=1.1&eventId=e-1&sport=cricket');
    fireEvent.click(open);
    expect(pathname()).toBe('/odds-view');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in Bangla when there is nothing to cash out', async () => {
    signIn();
    serve();
    renderWithProviders(<ExchangeHeader links={links} />, { route: '/exchange', language: 'bn' });
    await screen.findByTestId('exchange-main');
    fireEvent.click(screen.getAllByRole('button', { name: 'ওয়ালেট: মেইন, এক্সপোজার ও রিকল' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'এক্সচেঞ্জ ওয়ালেট' });
    expect(await within(dialog).findByText('ক্যাশ আউট করার মতো কোনো ম্যাচড বেট নেই।')).toBeTruthy();
  });

  it('offers a visitor the login instead of the figures', async () => {
    const { requests } = serve();
    renderWithProviders(<ExchangeHeader links={links} />, { route: '/exchange' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('exchange-main')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.some((request) => request.url.pathname === '/api/exchange-hub')).toBe(false);
  });
});
