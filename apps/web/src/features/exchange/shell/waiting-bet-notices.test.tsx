// The waiting-bet notices against a stand-in server: a lay waits, another player matches part of
// it and then the rest, and the market cancels another's waiting stake; each shows as a notice
// (Bangla too) and asks the header's figures again. A cancel the tab made itself shows nothing.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ExchangeBet } from '@khela/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitingLay } from './waiting-bet.fixture';
import { noteOwnCancel } from '../../../shared/exchange/own-cancels';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { exchangeHubQueryOptions } from './exchange-figures';
import { WaitingBetNotices } from './waiting-bet-notices';

function HubProbe() {
  useQuery(exchangeHubQueryOptions(42));
  return null;
}

const lay = waitingLay;

function serveBets() {
  let bets: ExchangeBet[] = [lay];
  const { requests } = mockFetch({
    'GET /api/exchange/bets': () => ({ body: { data: bets } }),
    'GET /api/exchange-hub': { body: { data: { balance: 1000, exposure: 104, open_bets: 1 } } },
    'POST /api/balance': { body: { balance: 1000 } },
  });
  return {
    requests,
    setBets: (next: ExchangeBet[]) => {
      bets = next;
    },
  };
}

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

/** What a poll or a bet elsewhere does: the bets are read again, nothing else. */
async function readAgain(queryClient: QueryClient) {
  await act(() =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('bets') }),
  );
}

describe('waiting bet notices', () => {
  it('tells a match by another player, in part and then whole, and asks the figures again', async () => {
    signIn();
    const server = serveBets();
    const { queryClient } = renderWithProviders(
      <>
        <HubProbe />
        <WaitingBetNotices />
      </>,
    );
    const hubReads = () =>
      server.requests.filter((call) => call.url.pathname === '/api/exchange-hub').length;
    await waitFor(() => expect(hubReads()).toBe(1));
    await waitFor(() =>
      expect(server.requests.some((call) => call.url.pathname === '/api/exchange/bets')).toBe(true),
    );
    expect(screen.queryByTestId('bet-notice')).toBeNull();

    server.setBets([{ ...lay, matched: 40, unmatched: 60, average_odds: 2.04 }]);
    await readAgain(queryClient);
    expect(
      await screen.findByText(
        '৳40.00 more of your Lay of ৳100.00 at 2.04 is matched; ৳60.00 still waits.',
      ),
    ).toBeTruthy();
    // The header's figures (Main, Exposure, the bets badge) are read again.
    await waitFor(() => expect(hubReads()).toBe(2));

    server.setBets([{ ...lay, matched: 100, unmatched: 0, average_odds: 2.04, status: 'matched' }]);
    await readAgain(queryClient);
    expect(await screen.findByText('Your Lay of ৳100.00 at 2.04 is now matched.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close the notice' })[0]!);
    expect(screen.getAllByTestId('bet-notice')).toHaveLength(1);
  });

  it("tells the market's cancellation in Bangla, and nothing of the player's own", async () => {
    signIn();
    const other = { ...lay, id: 8, market_id: '1.2' };
    const server = serveBets();
    server.setBets([lay, other]);
    const { queryClient } = renderWithProviders(<WaitingBetNotices />, { language: 'bn' });
    await waitFor(() =>
      expect(server.requests.some((call) => call.url.pathname === '/api/exchange/bets')).toBe(true),
    );
    noteOwnCancel(8);
    server.setBets([
      { ...lay, unmatched: 0, cancelled: 100, status: 'cancelled' },
      { ...other, unmatched: 0, cancelled: 100, status: 'cancelled' },
    ]);
    await readAgain(queryClient);
    expect(
      await screen.findByText(
        '২.০৪ দরে আপনার লে এর অপেক্ষমাণ ৳১০০.০০ মার্কেট বাতিল করেছে। টাকা মেইনে ফিরে এসেছে।',
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('bet-notice')).toHaveLength(1);
  });
});
