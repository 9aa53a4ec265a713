// Proves /exchange-multi against a stand-in server: with no pins it explains how to pin and links
// to In-Play; pinned markets are read in one call and show their runners' best back and lay with
// taka, the In-Play badge, a 'Suspend' or 'Ball Running' band, a price change on the next read,
// an ended or vanished market, and unpinning; a price opens the match's odds view; and failures.
import type { MatchOddsBatchItem } from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../testing/mock-fetch';
import { renderWithProviders } from '../../../../testing/render';
import { readPins, type MultiMarketPin } from '../multi-market-pins';
import { batchHandler, batchItem, listHandlers, runListTestsAtNow } from '../testing-fixtures';
import { ExchangeMultiScreen } from './exchange-multi-screen';

const livePin: MultiMarketPin = {
  marketId: '1.live',
  eventId: 'e-live',
  sport: 'cricket',
  event: 'Dhaka v Sylhet',
};
const soccerPin: MultiMarketPin = {
  marketId: '1.soccer',
  eventId: 'e-soccer',
  sport: 'soccer',
  event: 'Abahani v Mohammedan',
};

function pin(...pins: MultiMarketPin[]) {
  window.localStorage.setItem('multiMarkets', JSON.stringify(pins));
}

function renderScreen(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<ExchangeMultiScreen />, { route: '/exchange-multi', language });
}

runListTestsAtNow();

describe('exchange multi markets', () => {
  it('explains how to pin when nothing is pinned, and reads nothing', async () => {
    const { requests } = mockFetch(listHandlers());
    renderScreen();
    expect(screen.getByRole('heading', { name: 'No markets pinned yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to In-Play' }).getAttribute('href')).toBe(
      '/exchange-inplay',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.some((request) => request.url.pathname === '/api/exchange/match-odds')).toBe(
      false,
    );
  });

  it('shows each pinned market live from one call, with overlays and unpin', async () => {
    let markets: MatchOddsBatchItem[] = [
      batchItem('1.live', { status: 'suspended', suspended: 1 }),
      batchItem('1.soccer'),
    ];
    const { requests } = mockFetch(
      listHandlers({ 'GET /api/exchange/match-odds': batchHandler(() => markets) }),
    );
    pin(livePin, soccerPin);
    const view = renderScreen();
    const cards = await screen.findAllByTestId('multi-card');
    expect(cards).toHaveLength(2);
    expect(
      requests
        .find((request) => request.url.pathname === '/api/exchange/match-odds')
        ?.url.searchParams.get('market_ids'),
    ).toBe('1.live,1.soccer');
    const [live, soccer] = cards;
    expect(within(live!).getByText('In-Play')).toBeTruthy();
    expect(within(live!).getAllByTestId('odds-overlay')[0]?.textContent).toBe('Suspend');
    expect(within(live!).getByRole('button', { name: 'Back Dhaka at 1.8' }).textContent).toContain(
      '1.8৳500',
    );
    expect(within(soccer!).queryByTestId('odds-overlay')).toBeNull();
    expect(within(soccer!).getByText('Today 16:00 GMT+6')).toBeTruthy();

    markets = [
      batchItem('1.live', { ball_running: 1 }),
      batchItem('1.soccer', {
        runners: [
          {
            selectionId: 1,
            SelectionName: 'Abahani',
            suspended: 0,
            ex: { availableToBack: [{ price: 2.5, size: 40 }], availableToLay: [] },
          },
        ],
      }),
    ];
    await waitFor(() =>
      expect(within(soccer!).getByRole('button', { name: 'Back Abahani at 2.5' })).toBeTruthy(),
    );
    expect(within(live!).getAllByTestId('odds-overlay')[0]?.textContent).toBe('Ball Running');

    fireEvent.click(within(soccer!).getByRole('button', { name: 'Back Abahani at 2.5' }));
    expect(view.pathname()).toBe('/odds-view');

    view.unmount();
    renderScreen();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Unpin Dhaka v Sylhet from Multi Markets' }),
    );
    expect(readPins()).toEqual([soccerPin]);
    expect(screen.getAllByTestId('multi-card')).toHaveLength(1);
  });

  it('says when a pinned market has ended or is gone', async () => {
    mockFetch(
      listHandlers({
        'GET /api/exchange/match-odds': batchHandler(() => [
          batchItem('1.live', { status: 'settled' }),
        ]),
      }),
    );
    pin(livePin, soccerPin);
    renderScreen();
    expect(await screen.findByText('This market has closed.')).toBeTruthy();
    expect(screen.getByText('This market is no longer available.')).toBeTruthy();
    expect(screen.getByText('Abahani v Mohammedan')).toBeTruthy();
  });

  it('says when the markets cannot be read, and reads them again on Retry', async () => {
    let calls = 0;
    mockFetch(
      listHandlers({
        'GET /api/exchange/match-odds': () => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { message: 'down' } }
            : { body: [batchItem('1.live')] };
        },
      }),
    );
    pin(livePin);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back Dhaka at 1.8' })).toBeTruthy();
  });

  it('speaks Bangla', () => {
    mockFetch(listHandlers());
    renderScreen('bn');
    expect(screen.getByRole('heading', { name: 'মাল্টি মার্কেট', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ইন-প্লেতে যান' })).toBeTruthy();
    expect(screen.getByText(/সর্বোচ্চ ১০টি/)).toBeTruthy();
  });
});
