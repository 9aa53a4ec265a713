// Proves a desktop category page lists its providers through get-system then get-provider, links
// each to the games list when it is served, and shows empty and retry states.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { catalogHandlers } from '../../../testing/catalog-fixture';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CategoryScreen } from './category-screen';

const gamesHref = ({ type, system, title }: { type: string; system: string; title: string }) =>
  `/games?${new URLSearchParams({ type, system, title }).toString()}`;

describe('CategoryScreen', () => {
  it("lists the category's providers, each opening its games", async () => {
    const { requests } = mockFetch(
      catalogHandlers(
        ['PADMA', 'MEGHNA'],
        [
          { platform: 'PADMA', name: 'Padma Slots', icon: '/storage/catalog/padma.svg' },
          { platform: 'MEGHNA', name: 'Meghna Gaming', icon: '/storage/catalog/meghna.svg' },
        ],
      ),
    );
    renderWithProviders(<CategoryScreen category="slot" gamesHref={gamesHref} />, {
      route: '/slot',
    });
    expect(screen.getByRole('heading', { name: 'Slot' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Padma Slots games' });
    expect(link.getAttribute('href')).toBe('/games?type=SLOT&system=PADMA&title=Padma+Slots');
    expect(screen.getByRole('link', { name: 'Meghna Gaming games' })).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('type')).toBe('SLOT');
    expect(requests[1]?.url.searchParams.get('system')).toBe('["PADMA","MEGHNA"]');
  });

  it('shows provider tiles without links until the games list is served', async () => {
    mockFetch({
      'GET /api/get-system': { body: { message: 'ok', data: [{ platform: 'SUNDARBAN' }] } },
      'GET /api/get-provider': { body: { message: 'ok', data: [] } },
    });
    renderWithProviders(<CategoryScreen category="casino" />, { route: '/casino' });
    expect(await screen.findByText('SUNDARBAN')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when a category has no providers', async () => {
    mockFetch({ 'GET /api/get-system': { body: { message: 'ok', data: [] } } });
    renderWithProviders(<CategoryScreen category="lottery" />, { route: '/lottery' });
    expect(await screen.findByText('No providers in this category yet.')).toBeTruthy();
  });

  it('logs a failed call with the spec text and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    mockFetch({
      'GET /api/get-system': () => {
        calls += 1;
        return calls === 1 ? { status: 500 } : { body: { message: 'ok', data: [] } };
      },
    });
    renderWithProviders(<CategoryScreen category="crash" />, { route: '/crash' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(logged).toHaveBeenCalledWith('Failed to fetch systems', expect.anything());
    expect(await screen.findByText('No providers in this category yet.')).toBeTruthy();
  });
});
