// Proves the Account area against a stand-in server: the menu and time zone, My Bets with its
// states and the cancel (confirm, busy, one request, balances asked again), its cash-out cards
// (placed through the bet call, states, Bangla), Bets History's
// periods and pages, Profit & Loss figures, Balance Overview, Activity Log and the profile, in
// English and Bangla.
import type { ExchangeBetResponse } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import {
  activityLog,
  balanceOverview,
  fancyYes,
  historyPage,
  profitLoss,
  unmatchedBack,
} from '../account.fixture';
import { AccountProfileScreen } from './account-profile-screen';
import { ActivityLogScreen } from './activity-log-screen';
import { BalanceOverviewScreen } from './balance-overview-screen';
import { BetsHistoryScreen } from './bets-history-screen';
import { ExchangeAccountScreen } from './exchange-account-screen';
import { MyBetsScreen } from './my-bets-screen';
import { ProfitLossScreen } from './profit-loss-screen';
import { userFixture } from '../../../testing/user-fixture';
import {
  bookmakerCashOut,
  levelBookmakerCashOut,
  noCashOuts,
} from '../../../testing/cash-out-fixture';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

function serve(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    ...siteHandlers,
    'GET /api/exchange/cash-out': { body: noCashOuts },
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('exchange account menu', () => {
  it('links the six pages and shows the time zone, in English and Bangla', async () => {
    const hrefs = {
      profile: '/exchange-account/profile',
      balanceOverview: '/exchange-account/balance-overview',
      myBets: '/exchange-account/my-bets',
      betsHistory: '/exchange-account/bets-history',
      profitLoss: '/exchange-account/profit-loss',
      activityLog: '/exchange-account/activity-log',
    };
    const view = renderWithProviders(<ExchangeAccountScreen />);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Profile', hrefs.profile],
      ['Balance Overview', hrefs.balanceOverview],
      ['My Bets', hrefs.myBets],
      ['Bets History', hrefs.betsHistory],
      ['Profit & Loss', hrefs.profitLoss],
      ['Activity Log', hrefs.activityLog],
    ]);
    expect(screen.getByText('Time Zone: GMT+6')).toBeTruthy();
    fireEvent.click(links[2]!);
    expect(view.pathname()).toBe(hrefs.myBets);
    view.unmount();
    renderWithProviders(<ExchangeAccountScreen />, { language: 'bn' });
    expect(await screen.findByText('আমার বেট')).toBeTruthy();
    expect(screen.getByText('টাইম জোন: GMT+6')).toBeTruthy();
  });
});

describe('my bets', () => {
  it('lists open bets with their figures and cancels the unmatched part after a confirm', async () => {
    let open = [unmatchedBack, fancyYes];
    let release: (() => void) | undefined;
    const cancelled: ExchangeBetResponse = {
      bet: {
        id: 11,
        market_id: '1.1',
        selection_id: 1,
        side: 'back',
        odds: 2.5,
        stake: 100,
        matched: 60,
        unmatched: 0,
        cancelled: 40,
        average_odds: 2.5,
        status: 'matched',
        profit: null,
        placed_at: unmatchedBack.placed_at,
      },
      balance: 940,
      exposure: 60,
    };
    const { requests } = serve({
      'GET /api/exchange/account/open-bets': () => ({ body: { data: open } }),
      'POST /api/exchange/bets/11/cancel': () =>
        new Promise((resolve) => {
          release = () => {
            open = [{ ...unmatchedBack, unmatched: 0, status: 'matched' }, fancyYes];
            resolve({ body: cancelled });
          };
        }),
    });
    renderWithProviders(<MyBetsScreen />);
    const card = await screen.findByRole('article', { name: 'Dhaka v Khulna Dhaka' });
    expect(card.textContent).toContain('Back');
    expect(card.textContent).toContain('Odds2.5');
    expect(card.textContent).toContain('Stake৳100.00');
    expect(card.textContent).toContain('Matched৳60.00');
    expect(card.textContent).toContain('Unmatched৳40.00');
    expect(card.textContent).toContain('23/11/2026 12:00 GMT+6');
    const fancy = screen.getByRole('article', { name: 'Dhaka v Khulna 6 over runs DHA' });
    expect(fancy.textContent).toContain('Runs / Rate52 / 90');
    expect(within(fancy).queryByRole('button')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel unmatched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet?' });
    expect(dialog.textContent).toContain('The unmatched ৳40.00 of your Back bet on Dhaka at 2.5');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    release?.();
    expect(await screen.findByText('The unmatched stake was cancelled.')).toBeTruthy();
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Cancel unmatched' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the bet when the player says no, and shows a refusal in Bangla', async () => {
    const { requests } = serve({
      'GET /api/exchange/account/open-bets': { body: { data: [unmatchedBack] } },
      'POST /api/exchange/bets/11/cancel': {
        status: 409,
        body: { message: 'This bet has nothing left to cancel.' },
      },
    });
    renderWithProviders(<MyBetsScreen />, { language: 'bn' });
    fireEvent.click(await screen.findByRole('button', { name: 'না-মেলা অংশ বাতিল' }));
    fireEvent.click(await screen.findByRole('button', { name: 'বেট রাখুন' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'না-মেলা অংশ বাতিল' }));
    fireEvent.click(await screen.findByRole('button', { name: 'হ্যাঁ, বাতিল করুন' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই বেটে বাতিল করার মতো আর কিছু নেই।',
    );
  });

  it('says when there are no bets, and retries after a failed load', async () => {
    let fail = true;
    serve({
      'GET /api/exchange/account/open-bets': () =>
        fail ? { status: 500, body: { message: 'boom' } } : { body: { data: [] } },
    });
    renderWithProviders(<MyBetsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This page could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bets yet')).toBeTruthy();
  });
});

describe('my bets: cash out', () => {
  it('shows a cash-out card above the open bets and cashes it out at the quoted rate', async () => {
    let hedged = false;
    const { requests } = serve({
      'GET /api/exchange/account/open-bets': { body: { data: [unmatchedBack] } },
      'GET /api/exchange/cash-out': () => ({
        body: { markets: [hedged ? levelBookmakerCashOut : bookmakerCashOut] },
      }),
      'POST /api/exchange/rate-bets': () => {
        hedged = true;
        return {
          body: {
            bet: {
              id: 30,
              market_id: '1.1-bm',
              selection_id: 1,
              side: 'lay',
              rate: 47,
              no_line: null,
              yes_line: null,
              stake: 129.25,
              status: 'matched',
              profit: null,
              placed_at: unmatchedBack.placed_at,
            },
            balance: 900,
            exposure: 0,
          },
        };
      },
    });
    renderWithProviders(<MyBetsScreen />);
    const section = await screen.findByRole('region', { name: 'Cash out' });
    const card = within(section).getByRole('region', { name: 'Dhaka v Khulna' });
    expect(card.textContent).toContain('Bookmaker');
    expect(card.textContent).toContain('+৳90.00');
    const openBet = await screen.findByRole('article', { name: 'Dhaka v Khulna Dhaka' });
    // The cash-out comes first on the page.
    expect(
      section.compareDocumentPosition(openBet) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cash out +৳29.25' }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        'Cashed out: +৳29.25 whichever runner wins.',
      ),
    );
    const hedge = requests.find((request) => request.url.pathname === '/api/exchange/rate-bets');
    expect(hedge?.body).toEqual({
      market_id: '1.1-bm',
      selection_id: 1,
      side: 'lay',
      rate: 47,
      stake: 129.25,
    });
  });

  it('reads in Bangla, and shows nothing for no positions', async () => {
    serve({
      'GET /api/exchange/account/open-bets': { body: { data: [unmatchedBack] } },
      'GET /api/exchange/cash-out': { body: { markets: [bookmakerCashOut] } },
    });
    const { unmount } = renderWithProviders(<MyBetsScreen />, { language: 'bn' });
    const section = await screen.findByRole('region', { name: 'ক্যাশ আউট' });
    expect(within(section).getByRole('button', { name: 'ক্যাশ আউট +৳২৯.২৫' })).toBeTruthy();
    unmount();

    serve({ 'GET /api/exchange/account/open-bets': { body: { data: [unmatchedBack] } } });
    renderWithProviders(<MyBetsScreen />);
    await screen.findByRole('article', { name: 'Dhaka v Khulna Dhaka' });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Cash out' })).toBeNull();
  });

  it('says when the cash-out values cannot be read, and retries', async () => {
    let fail = true;
    serve({
      'GET /api/exchange/account/open-bets': { body: { data: [] } },
      'GET /api/exchange/cash-out': () =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : { body: { markets: [bookmakerCashOut] } },
    });
    renderWithProviders(<MyBetsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The cash-out values could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Cash out' })).toBeTruthy();
  });
});

describe('bets history', () => {
  it('reads the chosen period in GMT+6 days and pages through it', async () => {
    const { requests } = serve({
      'GET /api/exchange/account/bets-history': { body: historyPage },
    });
    renderWithProviders(<BetsHistoryScreen />);
    const won = await screen.findAllByRole('article');
    expect(won[0]!.textContent).toContain('Won');
    expect(won[0]!.textContent).toContain('+৳90.00');
    expect(won[1]!.textContent).toContain('Lost');
    expect(won[1]!.textContent).toContain('-৳30.00');
    expect(screen.getByText('23/11/2026 to 23/11/2026, GMT+6')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    const historyCalls = () =>
      requests.filter((request) => request.url.pathname.endsWith('/bets-history'));
    expect(historyCalls()[0]!.url.search).toBe('?from=2026-11-23&to=2026-11-23&page=1');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(historyCalls().at(-1)!.url.search).toBe('?from=2026-11-23&to=2026-11-23&page=2'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(historyCalls().at(-1)!.url.search).toBe('?from=2026-11-17&to=2026-11-23&page=1'),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the empty period and a refused range in words', async () => {
    serve({
      'GET /api/exchange/account/bets-history': (request) =>
        request.url.searchParams.get('from') === '2026-11-22'
          ? { status: 422, body: { message: 'Please choose dates within the last 90 days.' } }
          : { body: { ...historyPage, data: [], total: 0 } },
    });
    renderWithProviders(<BetsHistoryScreen />);
    expect(await screen.findByText('No settled bets in this period')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please choose dates within the last 90 days.',
    );
  });
});

describe('profit & loss, balance overview, activity log, profile', () => {
  it('shows the total, each sport and each market after commission', async () => {
    serve({ 'GET /api/exchange/account/profit-loss': { body: profitLoss } });
    renderWithProviders(<ProfitLossScreen />);
    const market = await screen.findByRole('article', { name: 'Dhaka v Khulna Match Odds' });
    expect(market.textContent).toContain('Won/Lost+৳60.00');
    expect(market.textContent).toContain('Commission৳3.00');
    expect(market.textContent).toContain('Net+৳57.00');
    expect(screen.getByRole('heading', { name: 'Cricket' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Total' })).toBeTruthy();
  });

  it('shows Main balance, Exposure and the movements with the balance after each', async () => {
    serve({ 'GET /api/exchange/account/balance-overview': { body: balanceOverview } });
    renderWithProviders(<BalanceOverviewScreen />, {
      language: 'bn',
    });
    expect(await screen.findByText('৳১,০০৭.০০', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('৳৫০.০০', { selector: 'dd' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('কমিশন');
    expect(rows[0]!.textContent).toContain('-৳৩.০০');
    expect(rows[0]!.textContent).toContain('পরের ব্যালেন্স ৳১,০০৭.০০');
    expect(rows[1]!.textContent).toContain('+৳৬০.০০');
  });

  it('lists sign-ins with IP, device and status', async () => {
    serve({ 'GET /api/exchange/account/activity-log': { body: activityLog } });
    renderWithProviders(<ActivityLogScreen />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('23/11/2026 15:00 GMT+6');
    expect(rows[0]!.textContent).toContain('This sign-in');
    expect(rows[0]!.textContent).toContain('203.0.113.7');
    expect(rows[0]!.textContent).toContain('Chrome on Android');
    expect(rows[1]!.textContent).toContain('Signed out');
    expect(rows[1]!.textContent).toContain('IPUnknown');
    expect(rows[1]!.textContent).toContain('Ended20/11/2026 16:00 GMT+6');
  });

  it('shows the profile from /api/user/show with currency and time zone', async () => {
    serve({
      'GET /api/user/show': {
        body: {
          success: true,
          data: userFixture({
            username: 'rahim01',
            name: 'Rahim',
            balance: 100,
            referral_code: 'R1',
            created_at: '2026-01-01T00:00:00.000Z',
          }),
        },
      },
    });
    renderWithProviders(<AccountProfileScreen />);
    expect(await screen.findByText('rahim01')).toBeTruthy();
    expect(screen.getByText('BDT')).toBeTruthy();
    expect(screen.getByText('GMT+6')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe(
      '/exchange-account',
    );
  });
});
