// Proves the simulated cricket: innings end on balls or wickets, a chase ends when the target is
// reached, a level score is a tie, the deliveries average what the price model assumes, and the
// fair chances move the right way with the score.
import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import {
  bowl,
  deliveryFor,
  newCricketMatch,
  RUNS_PER_BALL,
  type CricketState,
} from './cricket-match.js';
import { fairPricesHundredths, homeWinChance } from './cricket-prices.js';

const chase = (overrides: Partial<CricketState>): CricketState => ({
  ...newCricketMatch(5, 'home'),
  innings: 2,
  firstInningsRuns: 40,
  ...overrides,
});

describe('cricket match', () => {
  it('plays whole matches to a result within the balls of two innings', () => {
    const random = new SeededNumbers(42);
    for (let match = 0; match < 300; match += 1) {
      let state = newCricketMatch(5, match % 2 === 0 ? 'home' : 'away');
      let deliveries = 0;
      while (!state.finished) {
        state = bowl(state, deliveryFor(random.next()));
        deliveries += 1;
        expect(deliveries).toBeLessThan(200);
      }
      expect(state.innings).toBe(2);
      if (state.winner !== null) expect(['home', 'away']).toContain(state.winner);
    }
  });

  it('ends a chase at the target, on the last ball, or at ten wickets', () => {
    expect(bowl(chase({ runs: 38, balls: 10 }), { kind: 'runs', runs: 4 })).toMatchObject({
      finished: true,
      winner: 'away',
    });
    expect(bowl(chase({ runs: 35, balls: 29 }), { kind: 'runs', runs: 1 })).toMatchObject({
      finished: true,
      winner: 'home',
    });
    expect(bowl(chase({ runs: 39, balls: 29 }), { kind: 'runs', runs: 1 })).toMatchObject({
      finished: true,
      winner: null,
    });
    expect(bowl(chase({ runs: 10, wickets: 9, balls: 12 }), { kind: 'wicket' })).toMatchObject({
      finished: true,
      winner: 'home',
    });
    // A wide is a run and not a ball.
    expect(bowl(chase({ runs: 10, balls: 12 }), { kind: 'wide' })).toMatchObject({
      runs: 11,
      balls: 12,
      finished: false,
    });
    expect(() => bowl({ ...chase({}), finished: true }, { kind: 'wide' })).toThrow();
  });

  it('moves to the second innings with the first innings’ runs as the score to beat', () => {
    const last = { ...newCricketMatch(1, 'away'), balls: 5, runs: 12 };
    expect(bowl(last, { kind: 'runs', runs: 6 })).toMatchObject({
      innings: 2,
      firstInningsRuns: 18,
      runs: 0,
      balls: 0,
    });
  });

  it('averages the runs per ball the price model assumes', () => {
    const random = new SeededNumbers(9);
    let runs = 0;
    let balls = 0;
    for (let index = 0; index < 200_000; index += 1) {
      const delivery = deliveryFor(random.next());
      if (delivery.kind === 'runs') runs += delivery.runs;
      if (delivery.kind === 'wide') runs += 1;
      else balls += 1;
    }
    expect(runs / balls).toBeGreaterThan(RUNS_PER_BALL - 0.03);
    expect(runs / balls).toBeLessThan(RUNS_PER_BALL + 0.03);
  });

  it('prices the chasing side up as it closes in and down as wickets fall', () => {
    const early = homeWinChance(chase({ runs: 0, balls: 0 }));
    const nearly = homeWinChance(chase({ runs: 38, balls: 20 }));
    const collapsing = homeWinChance(chase({ runs: 10, balls: 20, wickets: 8 }));
    // Home bats first, so home's chance falls as the away chase succeeds.
    expect(nearly).toBeLessThan(early);
    expect(collapsing).toBeGreaterThan(early);
    const prices = fairPricesHundredths(chase({ runs: 38, balls: 20 }));
    expect(prices.home).toBeGreaterThan(prices.away);
    expect(prices.away).toBeGreaterThanOrEqual(101);
    expect(fairPricesHundredths({ ...chase({}), finished: true, winner: 'home' }).home).toBe(101);
  });
});
