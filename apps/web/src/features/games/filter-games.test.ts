// Proves the games search: a case-insensitive match anywhere in the name, blank shows everything.
import type { Game } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { filterGamesByName } from './filter-games';

const game = (name: string): Game => ({
  code: name,
  name,
  type: 'SLOT',
  platform: 'PADMA',
  image: null,
});
const games = [game('Royal Bengal Tiger'), game('Golden Ilish'), game('Lucky Lotus')];

describe('filterGamesByName', () => {
  it('matches any part of the name, ignoring case and surrounding spaces', () => {
    expect(filterGamesByName(games, '  lu ').map((item) => item.name)).toEqual(['Lucky Lotus']);
    expect(filterGamesByName(games, 'GOLD').map((item) => item.name)).toEqual(['Golden Ilish']);
    expect(filterGamesByName(games, 'l').map((item) => item.name)).toEqual([
      'Royal Bengal Tiger',
      'Golden Ilish',
      'Lucky Lotus',
    ]);
  });

  it('lists everything for a blank search and nothing for a miss', () => {
    expect(filterGamesByName(games, '   ')).toHaveLength(3);
    expect(filterGamesByName(games, 'cricket')).toEqual([]);
  });
});
