/**
 * A football match played minute by minute for the sandbox feed: each side scores in a minute
 * with the chance its expected goals give (a Poisson process), and the fair prices of Home, Away
 * and The Draw follow from the goals still expected in the minutes left. Pure: random numbers in,
 * state out.
 */

export const SOCCER_MINUTES = 90;

export interface SoccerState {
  readonly minute: number;
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** Goals each side is expected to score over a whole match. */
  readonly homeExpectedGoals: number;
  readonly awayExpectedGoals: number;
  readonly finished: boolean;
}

export function newSoccerMatch(homeExpectedGoals: number, awayExpectedGoals: number): SoccerState {
  if (!(homeExpectedGoals > 0 && awayExpectedGoals > 0)) {
    throw new RangeError('expected goals must be positive');
  }
  return {
    minute: 0,
    homeGoals: 0,
    awayGoals: 0,
    homeExpectedGoals,
    awayExpectedGoals,
    finished: false,
  };
}

/** One minute: `homeRandom` and `awayRandom` in [0, 1) decide whether each side scores. */
export function playMinute(
  state: SoccerState,
  homeRandom: number,
  awayRandom: number,
): { state: SoccerState; goal: 'home' | 'away' | null } {
  if (state.finished) throw new Error('the match is over');
  const homeScores = homeRandom < state.homeExpectedGoals / SOCCER_MINUTES;
  const awayScores = !homeScores && awayRandom < state.awayExpectedGoals / SOCCER_MINUTES;
  const minute = state.minute + 1;
  const next = {
    ...state,
    minute,
    homeGoals: state.homeGoals + (homeScores ? 1 : 0),
    awayGoals: state.awayGoals + (awayScores ? 1 : 0),
    finished: minute >= SOCCER_MINUTES,
  };
  return { state: next, goal: homeScores ? 'home' : awayScores ? 'away' : null };
}

const MAX_GOALS_COUNTED = 12;

function poisson(mean: number): number[] {
  const chances = [Math.exp(-mean)];
  for (let goals = 1; goals <= MAX_GOALS_COUNTED; goals += 1) {
    chances.push((chances[goals - 1]! * mean) / goals);
  }
  return chances;
}

/** The chances of a home win, a draw and an away win from here. */
export function soccerOutcomeChances(state: SoccerState): {
  home: number;
  draw: number;
  away: number;
} {
  if (state.finished) {
    const difference = state.homeGoals - state.awayGoals;
    return {
      home: difference > 0 ? 1 : 0,
      draw: difference === 0 ? 1 : 0,
      away: difference < 0 ? 1 : 0,
    };
  }
  const left = (SOCCER_MINUTES - state.minute) / SOCCER_MINUTES;
  const homeMore = poisson(state.homeExpectedGoals * left);
  const awayMore = poisson(state.awayExpectedGoals * left);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h <= MAX_GOALS_COUNTED; h += 1) {
    for (let a = 0; a <= MAX_GOALS_COUNTED; a += 1) {
      const chance = homeMore[h]! * awayMore[a]!;
      const difference = state.homeGoals + h - (state.awayGoals + a);
      if (difference > 0) home += chance;
      else if (difference === 0) draw += chance;
      else away += chance;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}

/** Fair prices in hundredths, kept on the ladder (1.01 to 1000). */
export function soccerFairPricesHundredths(state: SoccerState): {
  home: number;
  draw: number;
  away: number;
} {
  const chances = soccerOutcomeChances(state);
  const price = (chance: number) =>
    Math.min(100_000, Math.max(101, Math.round(100 / Math.max(chance, 0.001))));
  return { home: price(chances.home), draw: price(chances.draw), away: price(chances.away) };
}

export function soccerScoreLine(state: SoccerState): string {
  return `${state.homeGoals}-${state.awayGoals} (${state.minute}')`;
}
