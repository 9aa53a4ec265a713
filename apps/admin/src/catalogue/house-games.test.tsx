// The console's house games: a house game's editor sets its stake limits (an empty field for the
// game's own) and shows the server's refusal at the field; other providers' games have no such
// fields; the takings report lists each day's total above its games.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogueGame, HouseGgrResponse } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const dice: CatalogueGame = {
  id: 4,
  code: 'dice',
  name: 'Dice',
  category: 'ARCADE',
  platform: 'KHELA',
  provider_name: 'Khela Originals',
  enabled: true,
  provider_enabled: true,
  featured: false,
  favourite: false,
  sort_order: 3,
  image: '/storage/catalog/game-khela-dice.svg',
  stake_limits: { min: null, max: 500, own_min: 1, own_max: 10_000 },
};
const padma: CatalogueGame = {
  ...dice,
  id: 9,
  code: 'lotus',
  name: 'Lucky Lotus',
  platform: 'PADMA',
  provider_name: 'Padma Slots',
  stake_limits: null,
};

const report: HouseGgrResponse = {
  from: '2026-11-30',
  to: '2026-12-01',
  data: [
    { date: '2026-12-01', game: 'dice', rounds: 10, stakes: 100, payouts: 90, ggr: 10 },
    { date: '2026-12-01', game: 'keno', rounds: 2, stakes: 20, payouts: 35.5, ggr: -15.5 },
    { date: '2026-11-30', game: 'wheel', rounds: 1, stakes: 5, payouts: 0, ggr: 5 },
  ],
};

function handlers() {
  return {
    'GET /admin-api/me': { body: meAnswer('content') },
    'GET /admin-api/catalogue/games': {
      body: { data: [dice, padma], page: 1, per_page: 25, total: 2, last_page: 1 },
    },
    'GET /admin-api/catalogue/house-ggr': { body: report },
  };
}

describe('house games in the console', () => {
  it('sets a house game’s stake limits, an empty field asking for the game’s own', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      ...handlers(),
      'PATCH /admin-api/catalogue/games/4': ({ body }) =>
        (body as { min_stake?: unknown }).min_stake === 0.5
          ? {
              status: 422,
              body: {
                code: 'catalogue.stakeLimitsOutside',
                message: 'Stake limits must lie within the game’s own limits.',
                errors: { min_stake: ['Stake limits must lie within the game’s own limits.'] },
              },
            }
          : { body: dice },
    });
    renderConsole('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dice' }));
    const editor = screen.getByRole('form', { name: /Edit Dice/ });
    const min = within(editor).getByLabelText(/^Minimum stake/);
    const max = within(editor).getByLabelText(/^Maximum stake/);
    expect((max as HTMLInputElement).value).toBe('500');
    fireEvent.change(min, { target: { value: '0.5' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save game' }));
    expect(
      await within(editor).findByText('Stake limits must lie within the game’s own limits.'),
    ).toBeTruthy();
    fireEvent.change(min, { target: { value: '5' } });
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save game' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({
        min_stake: 5,
        max_stake: null,
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lucky Lotus' }));
    const other = screen.getByRole('form', { name: /Edit Lucky Lotus/ });
    expect(within(other).queryByLabelText(/^Minimum stake/)).toBeNull();
  });

  it('reports each day’s takings, the day’s total first', async () => {
    signedIn('content');
    mockFetch(handlers());
    renderConsole('/catalogue/house-games');
    const table = await screen.findByRole('table', { name: 'House games: takings per day' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1, 4)).toEqual([
      '2026-12-01All house games12৳120.00৳125.50−৳5.50',
      'dice10৳100.00৳90.00৳10.00',
      'keno2৳20.00৳35.50−৳15.50',
    ]);
  });
});
