// Proves the simulated tennis: matches end at two sets, sets at six by two or 7-6, the better
// server is the favourite, and the exact win chance agrees with played matches.
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import {
  newTennisMatch,
  playGame,
  tennisFairPricesHundredths,
  tennisHomeWinChance,
  type TennisState,
} from './tennis-match.js';

describe('tennis match', () => {
  it('plays to two sets, and wins as often as its exact chance says', () => {
    const random = new SeededNumbers(11);
    const start = newTennisMatch(0.82, 0.75, true);
    let homeWins = 0;
    const matches = 4000;
    for (let match = 0; match < matches; match += 1) {
      let state: TennisState = start;
      let games = 0;
      while (!state.finished) {
        state = playGame(state, random.next());
        games += 1;
      }
      expect(games).toBeLessThanOrEqual(39);
      expect(Math.max(state.homeSets, state.awaySets)).toBe(2);
      if (state.winner === 'home') homeWins += 1;
    }
    const exact = tennisHomeWinChance(start);
    expect(exact).toBeGreaterThan(0.5);
    // Four standard errors of 4,000 matches.
    expect(Math.abs(homeWins / matches - exact)).toBeLessThan(
      4 * Math.sqrt((exact * (1 - exact)) / matches),
    );
  });

  it('ends a set at 6-4 or 7-6 and moves on to the next', () => {
    const atFiveFour: TennisState = {
      ...newTennisMatch(0.8, 0.8, true),
      homeGames: 5,
      awayGames: 4,
    };
    expect(playGame(atFiveFour, 0)).toMatchObject({ homeSets: 1, homeGames: 0, awayGames: 0 });
    const atSixSix: TennisState = { ...atFiveFour, homeGames: 6, awayGames: 6 };
    expect(playGame(atSixSix, 0.99)).toMatchObject({ awaySets: 1, homeGames: 0 });
    const matchPoint: TennisState = { ...atFiveFour, homeSets: 1 };
    expect(playGame(matchPoint, 0)).toMatchObject({ finished: true, winner: 'home' });
    expect(tennisFairPricesHundredths({ ...matchPoint, finished: true, winner: 'home' }).home).toBe(
      101,
    );
  });
});
