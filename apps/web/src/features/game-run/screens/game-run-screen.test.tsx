// Proves the game frame: the game in a frame with the player's name and the provider's logo, the
// close button back to the same games list, and a missing state explained instead of a blank frame.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers } from '../../../testing/mock-fetch';
import { createTestQueryClient } from '../../../testing/render';
import '../../../shared/i18n/i18n';
import { balanceQueryOptions } from '../../../shared/session/get-balance';
import { GameRunScreen } from './game-run-screen';

function Closed() {
  const location = useLocation();
  return <p>closed to {`${location.pathname}${location.search}`}</p>;
}

function renderFrame(state: unknown, client = createTestQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/gamerun', state }]}>
        <Routes>
          <Route path="/gamerun" element={<GameRunScreen />} />
          <Route path="*" element={<Closed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GameRunScreen', () => {
  it('shows the game with the player and provider, and closes to the same list', async () => {
    window.localStorage.setItem('token', 'token-1');
    window.localStorage.setItem('username', 'rahim01');
    mockFetch({
      ...siteHandlers,
      'GET /api/get-provider': {
        body: {
          message: 'ok',
          data: [{ platform: 'KHELA', name: 'Khela', icon: '/storage/k.svg' }],
        },
      },
    });
    renderFrame({
      url: '/house/slots',
      platform: 'KHELA',
      type: 'SLOT',
      system: 'KHELA',
      title: 'Khela',
    });
    const frame = screen.getByTitle('Khela');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/house/slots`);
    expect(screen.getByText('rahim01')).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'KHELA' })).getAttribute('src')).toBe(
      '/storage/k.svg',
    );
    expect(screen.getByRole('link', { name: 'Close the game' }).getAttribute('href')).toBe(
      '/games?type=SLOT&system=KHELA&title=Khela',
    );
  });

  it('closes on Escape to the same place as the close button', async () => {
    mockFetch({ ...siteHandlers });
    renderFrame({ url: '/house/mines', type: 'TABLE' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByText('closed to /games?type=TABLE')).toBeTruthy();
  });

  it('reads the balance again when the game is left, since the game moved money', () => {
    window.localStorage.setItem('remote_id', '41');
    mockFetch({ ...siteHandlers });
    const client = createTestQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const view = renderFrame({ url: '/house/slots', type: 'SLOT' }, client);
    expect(invalidate).not.toHaveBeenCalled();
    view.unmount();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: balanceQueryOptions(41).queryKey });
  });

  it('explains a missing game and leads home', () => {
    mockFetch({ ...siteHandlers });
    renderFrame(undefined);
    expect(screen.getByRole('alert').textContent).toContain('This game is no longer open');
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(screen.getByRole('link', { name: 'Close the game' }).getAttribute('href')).toBe('/');
  });
});
