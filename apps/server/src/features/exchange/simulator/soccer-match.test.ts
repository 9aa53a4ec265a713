// Proves the simulated football: 90 minutes to a result, goal rates near the expected goals, and
// fair chances that add up and move with the score and the clock.
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import {
  newSoccerMatch,
  playMinute,
  soccerFairPricesHundredths,
  soccerOutcomeChances,
  type SoccerState,
} from './soccer-match.js';

describe('soccer match', () => {
  it('plays 90 minutes and scores about the expected goals', () => {
    const random = new SeededNumbers(5);
    let homeGoals = 0;
    let awayGoals = 0;
    const matches = 2000;
    for (let match = 0; match < matches; match += 1) {
      let state = newSoccerMatch(1.6, 1.1);
      let minutes = 0;
      while (!state.finished) {
        state = playMinute(state, random.next(), random.next()).state;
        minutes += 1;
      }
      expect(minutes).toBe(90);
      homeGoals += state.homeGoals;
      awayGoals += state.awayGoals;
    }
    expect(homeGoals / matches).toBeGreaterThan(1.45);
    expect(homeGoals / matches).toBeLessThan(1.75);
    expect(awayGoals / matches).toBeGreaterThan(0.95);
    expect(awayGoals / matches).toBeLessThan(1.25);
  });

  it('prices the leader up as time runs out, and a finished match at its result', () => {
    const start = newSoccerMatch(1.4, 1.4);
    const chances = soccerOutcomeChances(start);
    expect(chances.home + chances.draw + chances.away).toBeCloseTo(1, 9);
    expect(chances.home).toBeCloseTo(chances.away, 9);
    const leadingEarly: SoccerState = { ...start, minute: 10, homeGoals: 1 };
    const leadingLate: SoccerState = { ...start, minute: 85, homeGoals: 1 };
    expect(soccerOutcomeChances(leadingLate).home).toBeGreaterThan(
      soccerOutcomeChances(leadingEarly).home,
    );
    const over: SoccerState = { ...start, minute: 90, awayGoals: 2, finished: true };
    expect(soccerOutcomeChances(over)).toEqual({ home: 0, draw: 0, away: 1 });
    expect(soccerFairPricesHundredths(over)).toEqual({ home: 100_000, draw: 100_000, away: 101 });
    expect(() => playMinute(over, 0, 0)).toThrow();
  });
});
