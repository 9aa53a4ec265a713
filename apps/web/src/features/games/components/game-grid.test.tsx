// Proves a tile tells a playable game from one whose provider is not connected yet.
import { render, screen } from '@testing-library/react';
import type { Game } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import '../../../shared/i18n/i18n';
import { GameGrid } from './game-grid';

const base = { type: 'SLOT', image: null, platform: 'KHELA' };

describe('GameGrid', () => {
  it('badges a coming-soon game and describes the tile with it, and leaves a playable one plain', () => {
    const games: Game[] = [
      { ...base, code: 'slots', name: 'Slots' },
      { ...base, platform: 'PADMA', code: 'lotus', name: 'Lucky Lotus', coming_soon: true },
    ];
    render(
      <GameGrid
        games={games}
        providerName={(platform) => platform}
        pendingCode={undefined}
        onOpen={() => undefined}
      />,
    );
    const soon = screen.getByRole('button', { name: 'Lucky Lotus by PADMA' });
    expect(soon.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Coming soon').id).toBe(soon.getAttribute('aria-describedby'));
    const playable = screen.getByRole('button', { name: 'Slots by KHELA' });
    expect(playable.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByText('Coming soon')).toHaveLength(1);
  });
});
