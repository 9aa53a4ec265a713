// Proves the Mines page against a stand-in server: a game starts with its key, a safe tile shows a
// gem and the cash-out amount, a mine reveals every mine, a cash-out pays, each answer's balance
// reaches the header, a game in play resumes, and a busy pick cannot be sent twice.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HouseBet, Language } from '@khela/contract';
import { gamesBnMessages } from '@khela/contract';
import { HOUSE_RULES_ANSWER as houseRulesAnswer, minesMultiplier } from '@khela/house-games';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../../testing/mock-fetch';
import { HouseLanguageProvider } from '../shell/house-language';
import { HouseSessionProvider } from '../shell/house-session';
import { houseSessionFixture } from '../shell/session-fixture';
import { MinesScreen } from './mines-screen';

const session = houseSessionFixture('mines', { fairness: { client_seed: 'lucky' } });

function renderMines(language: Language = 'en') {
  return render(
    <HouseLanguageProvider language={language}>
      <HouseSessionProvider token="launch-token" data={session} onReload={() => undefined}>
        <MinesScreen />
      </HouseSessionProvider>
    </HouseLanguageProvider>,
  );
}

const MINES = [4, 12, 20];
const twoDecimals = (value: number) => Math.floor(value * 100) / 100;

function minesBet(picks: number[], status: HouseBet['status'], payout = 0): HouseBet {
  const safe = picks.filter((tile) => !MINES.includes(tile)).length;
  return {
    id: 7,
    game: 'mines',
    status,
    stake: 10,
    payout,
    created_at: '2026-11-23T10:00:00.000Z',
    seeds: { server_seed_hash: 'a'.repeat(64), server_seed: null, client_seed: 'lucky', nonce: 0 },
    slots: null,
    mines_game: {
      mines: 3,
      picks,
      mine_tiles: status === 'open' ? null : MINES,
      multiplier: safe === 0 ? 1 : twoDecimals(minesMultiplier(3, safe)),
      next_multiplier: status === 'open' ? twoDecimals(minesMultiplier(3, safe + 1)) : null,
    },
    instant: null,
    stepped: null,
  };
}

function server(current: HouseBet | null = null) {
  let picks: number[] = current?.mines_game?.picks ?? [];
  return mockFetch({
    'GET /api/house/mines': { body: { bet: current, balance: 100 } },
    'POST /api/house/mines/start': { body: { bet: minesBet([], 'open'), balance: 90 } },
    'POST /api/house/mines/pick': ({ body }): MockAnswer => {
      const tile = (body as { tile: number }).tile;
      picks = [...picks, tile];
      const status = MINES.includes(tile) ? 'lost' : 'open';
      return { body: { bet: minesBet(picks, status), balance: 90 } };
    },
    'POST /api/house/mines/cashout': () => ({
      body: { bet: minesBet(picks, 'won', 11.31), balance: 101.31 },
    }),
  });
}

const balance = () => screen.getByTestId('house-balance');

describe('Mines page', () => {
  it('starts with a key, opens a gem, shows the next multiplier and cashes out', async () => {
    const { requests } = server();
    renderMines();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('button', { name: 'Open a tile to cash out' });
    const tile = screen.getByRole('button', { name: 'Tile 1' });
    expect(balance().textContent).toContain('৳90.00');
    const start = requests.find((request) => request.url.pathname === '/api/house/mines/start');
    expect(start?.body).toEqual({ stake: 10, mines: 3 });
    expect(start?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(start?.headers.get('Authorization')).toBe('Bearer launch-token');
    expect(screen.getByRole('button', { name: 'Open a tile to cash out' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(tile);
    expect(await screen.findByRole('button', { name: 'Tile 1, gem' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests.at(-1)?.body).toEqual({ tile: 0 });
    expect(screen.getByTestId('mines-multiplier').textContent).toContain('1.12×');
    expect(screen.getByText('Next tile: 1.28×')).toBeTruthy();
    // ⌊10 × 0.99 × 25/22⌋ = ৳11.25: the page floors exactly as the server does.
    fireEvent.click(screen.getByRole('button', { name: 'Cash out ৳11.25' }));

    expect((await screen.findByTestId('mines-result')).textContent).toContain('You won ৳11.31');
    expect(balance().textContent).toContain('৳101.31');
    // The finished game shows where the mines were.
    expect(screen.getAllByRole('button', { name: /, mine$/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Verify this game' }).getAttribute('href')).toBe(
      '/house/verify?bet=7',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
  });

  it('reveals every mine when one is hit', async () => {
    server();
    renderMines();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('button', { name: 'Open a tile to cash out' });
    fireEvent.click(screen.getByRole('button', { name: 'Tile 13' }));
    expect((await screen.findByTestId('mines-result')).textContent).toContain(
      'Boom! You hit a mine and lost ৳10.00.',
    );
    const grid = screen.getByRole('group', { name: 'Mines grid' });
    expect(within(grid).getByRole('button', { name: 'Tile 13, the mine you hit' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(grid).getByRole('button', { name: 'Tile 5, mine' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Tile 21, mine' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Tile 1' })).toHaveProperty('disabled', true);
  });

  it('resumes a game in play and sends a tile only once while it travels', async () => {
    const { requests } = server(minesBet([0], 'open'));
    renderMines();
    const tile = await screen.findByRole('button', { name: 'Tile 2' });
    expect(screen.getByRole('button', { name: 'Tile 1, gem' })).toBeTruthy();
    fireEvent.click(tile);
    fireEvent.click(tile);
    fireEvent.click(screen.getByRole('button', { name: 'Tile 3' }));
    await screen.findByRole('button', { name: 'Tile 2, gem' });
    expect(requests.filter((request) => request.url.pathname.endsWith('/pick'))).toHaveLength(1);
  });

  it('keeps the key when a start is retried after a lost answer, and words a refusal in Bangla', async () => {
    let attempts = 0;
    const { requests } = mockFetch({
      'GET /api/house/mines': { body: { bet: null, balance: 100 } },
      'POST /api/house/mines/start': () => {
        attempts += 1;
        if (attempts === 1) return 'network-error';
        return {
          status: 409,
          body: { code: 'house.gameInPlay', message: 'Finish the game in play first.' },
        };
      },
    });
    renderMines('bn');
    const start = await screen.findByRole('button', { name: 'শুরু করুন' });
    fireEvent.click(start);
    expect((await screen.findByRole('alert')).textContent).toContain('সংযোগ নেই');
    fireEvent.click(screen.getByRole('button', { name: 'শুরু করুন' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      gamesBnMessages['house.gameInPlay'],
    );
    const keys = requests
      .filter((request) => request.url.pathname.endsWith('/start'))
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'শুরু করুন' })).toHaveProperty('disabled', false),
    );
  });

  it('shows the rules from the server with the multipliers for the chosen mine count', async () => {
    mockFetch({
      'GET /api/house/mines': { body: { bet: null, balance: 100 } },
      'GET /api/house/rules': { body: houseRulesAnswer },
    });
    renderMines();
    fireEvent.click(await screen.findByRole('button', { name: '24 mines' }));
    fireEvent.click(screen.getByRole('button', { name: /^Rules/ }));
    const dialog = await screen.findByRole('dialog', { name: 'How Mines works' });
    expect((await within(dialog).findByText(/Return to player: 99.00%/)).textContent).toContain(
      'whatever you pick',
    );
    // With 24 mines one gem is the only safe tile: 0.99 × 25 = 24.75×.
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['GemsMultiplier', '124.75×']);
  });
});
