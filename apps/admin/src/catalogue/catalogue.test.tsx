import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  CatalogueCategory,
  CatalogueGame,
  CatalogueProvider,
  OperatorRole,
} from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';
import { movePositions } from './move-positions';

const me = (role: OperatorRole) => meAnswer(role);

const game = (id: number, name: string, sortOrder: number): CatalogueGame => ({
  id,
  code: `g${id}`,
  name,
  category: 'SLOT',
  platform: 'PADMA',
  provider_name: 'Padma Slots',
  enabled: true,
  provider_enabled: true,
  featured: false,
  favourite: false,
  sort_order: sortOrder,
  image: `/storage/catalog/game-${id}.svg`,
  stake_limits: null,
});

const padma: CatalogueProvider = {
  id: 2,
  platform: 'PADMA',
  name: 'Padma Slots',
  icon: '/storage/catalog/provider-padma.svg',
  enabled: true,
  sort_order: 1,
  categories: ['SLOT', 'FH'],
  games: 12,
  enabled_games: 11,
};

const fishing: CatalogueCategory = {
  code: 'FH',
  name: 'Fishing',
  name_bn: '',
  enabled: true,
  sort_order: 6,
  games: 4,
};

const games = [game(1, 'Lucky Padma', 3), game(2, 'River Gold', 3), game(3, 'Hilsa Hunt', 9)];

function catalogueHandlers() {
  return {
    'GET /admin-api/me': { body: me('content') },
    'GET /admin-api/catalogue/games': {
      body: { data: games, page: 1, per_page: 25, total: 3, last_page: 1 },
    },
    'GET /admin-api/catalogue/providers': { body: { data: [padma] } },
    'GET /admin-api/catalogue/categories': { body: { data: [fishing] } },
  };
}

describe('movePositions', () => {
  const rows = [
    { key: 'a', sort_order: 3 },
    { key: 'b', sort_order: 3 },
    { key: 'c', sort_order: 9 },
  ];
  it('swaps two rows, first making tied positions rise, and sends only the changed ones', () => {
    expect(movePositions(rows, 0, 1)).toEqual([{ key: 'a', sort_order: 4 }]);
    expect(movePositions(rows, 2, -1)).toEqual([
      { key: 'c', sort_order: 4 },
      { key: 'b', sort_order: 9 },
    ]);
  });
  it('does nothing past either end', () => {
    expect(movePositions(rows, 0, -1)).toEqual([]);
    expect(movePositions(rows, 2, 1)).toEqual([]);
  });
});

describe('Catalogue', () => {
  it('lists games with thumbnails, switches one and says what players now see', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      ...catalogueHandlers(),
      'PATCH /admin-api/catalogue/games/2': { body: { ...games[1], featured: true } },
    });
    renderConsole('/catalogue');
    const row = (await screen.findByText('River Gold')).closest('tr')!;
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/storage/catalog/game-2.svg');
    fireEvent.click(within(row).getByRole('switch', { name: 'Featured: River Gold' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'River Gold is now in Featured Games.',
    );
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ featured: true });
    expect(screen.getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toBe('/catalogue');
  });

  it('moves a game with the keyboard-reachable Move buttons as explicit positions', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      ...catalogueHandlers(),
      'POST /admin-api/catalogue/games/order': { body: { message: 'Order saved.' } },
    });
    renderConsole('/catalogue/games');
    const up = await screen.findByRole('button', { name: 'Move Lucky Padma up' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Hilsa Hunt up' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        positions: [
          { key: 3, sort_order: 4 },
          { key: 2, sort_order: 9 },
        ],
      }),
    );
    expect(await screen.findByText('Order saved.')).toBeTruthy();
  });

  it('shows the server’s field error at the field when a game edit is refused', async () => {
    signedIn('content');
    mockFetch({
      ...catalogueHandlers(),
      'PATCH /admin-api/catalogue/games/1': {
        status: 422,
        body: { message: 'Enter a name.', errors: { name: ['Enter a name.'] } },
      },
    });
    renderConsole('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lucky Padma' }));
    const editor = screen.getByRole('form', { name: /Edit Lucky Padma/ });
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save game' }));
    expect(await within(editor).findByText('Enter a name.')).toBeTruthy();
    expect(within(editor).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks before turning a provider off, and cancelling sends nothing', async () => {
    signedIn('owner');
    const { requests } = mockFetch({
      ...catalogueHandlers(),
      'GET /admin-api/me': { body: me('owner') },
      'PATCH /admin-api/catalogue/providers/2': { body: { ...padma, enabled: false } },
    });
    renderConsole('/catalogue/providers');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn off Padma Slots?' });
    expect(dialog.textContent).toContain('any of its 12 games');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off Padma Slots' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Padma Slots is off: players no longer see its games.',
    );
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      enabled: false,
    });
  });

  it('saves a category’s Bangla name', async () => {
    signedIn('content');
    const { requests } = mockFetch({
      ...catalogueHandlers(),
      'PATCH /admin-api/catalogue/categories/FH': { body: { ...fishing, name_bn: 'মাছ ধরা' } },
    });
    renderConsole('/catalogue/categories');
    const form = await screen.findByRole('form', { name: 'FH names' });
    fireEvent.change(within(form).getByLabelText('Bangla'), { target: { value: 'মাছ ধরা' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('FH names saved.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name_bn: 'মাছ ধরা',
    });
  });

  it('refuses a finance operator the area', async () => {
    signedIn('finance');
    const { requests } = mockFetch({
      ...catalogueHandlers(),
      'GET /admin-api/me': { body: me('finance') },
    });
    renderConsole('/catalogue/games');
    expect(await screen.findByText(/Your role \(finance\) cannot use this area/)).toBeTruthy();
    expect(
      requests.some((request) => request.url.pathname.startsWith('/admin-api/catalogue')),
    ).toBe(false);
  });
});
