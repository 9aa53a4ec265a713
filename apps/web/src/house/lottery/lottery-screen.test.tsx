// Proves the lottery page against a stand-in server: the open draw counts down by the server's
// clock, five picks buy a ticket with a key, the ticket is listed, the last draw's numbers and the
// player's result show, and its revealed seed is checked on the page; Bangla words a refusal.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  gamesBnMessages,
  type Language,
  type LotteryDraw,
  type LotteryStateResponse,
} from '@khela/contract';
import { hashServerSeed, lotteryNumbers } from '@khela/house-games';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockHandler } from '../../testing/mock-fetch';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { houseSessionFixture } from '../shell/session-fixture';
import { LotteryScreen } from './lottery-screen';

const seed = '4b'.repeat(32);
const now = Date.parse('2026-12-01T08:00:00.000Z');

function draw(changes: Partial<LotteryDraw>): LotteryDraw {
  return {
    id: 2,
    number: 101,
    closes_at: new Date(now + 95_000).toISOString(),
    server_seed_hash: hashServerSeed('5c'.repeat(32)),
    server_seed: null,
    numbers: null,
    tickets: 3,
    sales: 30,
    pool: 27,
    winners: null,
    carried_out: null,
    ...changes,
  };
}

const last = draw({
  id: 1,
  number: 100,
  closes_at: new Date(now - 205_000).toISOString(),
  server_seed_hash: hashServerSeed(seed),
  server_seed: seed,
  numbers: lotteryNumbers(seed, 100),
  winners: { '5': 0, '4': 0, '3': 1 },
  carried_out: 22.95,
});

function stateWith(changes: Partial<LotteryStateResponse>): LotteryStateResponse {
  return {
    open: draw({}),
    last,
    tickets: [
      {
        id: 7,
        draw_id: 1,
        picks: [1, 2, 3, 4, 5],
        price: 10,
        status: 'lost',
        matches: 1,
        payout: 0,
        created_at: new Date(now - 250_000).toISOString(),
      },
    ],
    balance: 50,
    server_time: new Date(now).toISOString(),
    draw_seconds: 300,
    ...changes,
  };
}

function renderLottery(handlers: Record<string, MockHandler>, language: Language = 'en') {
  const session = houseSessionFixture('lottery', { balance: 50 });
  const mock = mockFetch(handlers);
  render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        <LotteryScreen />
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
  return mock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the lottery page', () => {
  it('buys a ticket of five picks with a key, and shows the last draw checked against its seed', async () => {
    const bought = stateWith({
      tickets: [
        {
          id: 8,
          draw_id: 2,
          picks: [3, 9, 14, 22, 30],
          price: 10,
          status: 'open',
          matches: null,
          payout: 0,
          created_at: new Date(now).toISOString(),
        },
        ...stateWith({}).tickets,
      ],
      balance: 40,
    });
    const { requests } = renderLottery({
      'GET /api/house/lottery': { body: stateWith({}) },
      'POST /api/house/lottery/tickets': { body: bought },
    });
    expect(await screen.findByRole('heading', { name: 'Draw #2' })).toBeTruthy();
    expect(screen.getByTestId('lottery-countdown').textContent).toBe('Sales close in 1:35');
    expect(screen.getByText(/Prize pool ৳27\.00 · 3 tickets sold/)).toBeTruthy();
    expect(screen.getByTestId('lottery-verified').textContent).toContain(
      'the seed matches its published hash',
    );
    expect(screen.getByTestId('lottery-last-tickets').textContent).toContain(
      '1 matched · no prize',
    );
    const buy = screen.getByTestId('lottery-buy');
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    for (const value of ['30', '9', '22', '3', '14', '15']) {
      fireEvent.click(screen.getByRole('button', { name: value }));
    }
    expect(screen.getByText('5 of 5 picked')).toBeTruthy();
    expect(screen.getByRole('button', { name: '15' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(buy);
    expect((await screen.findByTestId('lottery-tickets')).textContent).toContain(
      '3 · 9 · 14 · 22 · 30',
    );
    const sent = requests.find((request) => request.url.pathname === '/api/house/lottery/tickets');
    expect(sent?.body).toEqual({ picks: [3, 9, 14, 22, 30] });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    expect(screen.getByTestId('house-balance').textContent).toContain('৳40.00');
  });

  it('words a refused ticket in Bangla', async () => {
    renderLottery(
      {
        'GET /api/house/lottery': { body: stateWith({ last: null, tickets: [] }) },
        'POST /api/house/lottery/tickets': {
          status: 409,
          body: { code: 'house.betsClosed', message: 'Bets are closed for this round.' },
        },
      },
      'bn',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'এলোমেলো বাছাই' }));
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(gamesBnMessages['house.betsClosed']),
    );
    expect(screen.getByText('এখনো কোনো ড্র হয়নি।')).toBeTruthy();
  });
});
