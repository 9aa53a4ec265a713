/**
 * The simulator's fair chance that each side wins, from the score: what the odds feed publishes
 * and the market maker quotes around. A simple model, not a bookmaker's: the batting side's
 * expected total is its runs plus the balls left at the table's average, thinned by the wickets
 * lost; the chance follows a logistic curve of the margin over a spread that narrows as the match
 * nears its end.
 */
import { ballsPerInnings, battingSide, RUNS_PER_BALL, type CricketState } from './cricket-match.js';

/** Chances are kept inside these bounds so prices stay on the ladder (1.01 to 100). */
const CHANCE_MIN = 0.01;
const CHANCE_MAX = 0.99;

function clamp(chance: number): number {
  return Math.min(CHANCE_MAX, Math.max(CHANCE_MIN, chance));
}

function logistic(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/** Runs the batting side should still make with these balls and wickets left. */
function runsStillExpected(ballsLeft: number, wicketsLeft: number): number {
  return ballsLeft * RUNS_PER_BALL * Math.sqrt(Math.max(0, wicketsLeft) / 10);
}

/** The chance that the home side wins, now. */
export function homeWinChance(state: CricketState): number {
  if (state.finished) return state.winner === 'home' ? CHANCE_MAX : CHANCE_MIN;
  const total = ballsPerInnings(state);
  const ballsLeft = total - state.balls;
  const batting = battingSide(state);
  let battingChance: number;
  if (state.innings === 1) {
    const projected = state.runs + runsStillExpected(ballsLeft, 10 - state.wickets);
    const par = total * RUNS_PER_BALL * 0.92;
    // The chasing side's own innings is all still to come: a wide spread.
    battingChance = logistic((projected - par) / (6 + total * 0.12));
  } else {
    const needed = (state.firstInningsRuns ?? 0) + 1 - state.runs;
    const expected = runsStillExpected(ballsLeft, 10 - state.wickets);
    battingChance = logistic((expected - needed) / (2 + Math.sqrt(ballsLeft) * 1.2));
  }
  return clamp(batting === 'home' ? battingChance : 1 - battingChance);
}

/** Fair decimal prices in hundredths for home and away (no margin). */
export function fairPricesHundredths(state: CricketState): { home: number; away: number } {
  const home = homeWinChance(state);
  return { home: Math.round(100 / home), away: Math.round(100 / (1 - home)) };
}

/** The batting side's expected total for this innings: the Fancy line is drawn around it. */
export function projectedInningsRuns(state: CricketState): number {
  const ballsLeft = ballsPerInnings(state) - state.balls;
  return state.runs + runsStillExpected(ballsLeft, 10 - state.wickets);
}

/** The house's Bookmaker rates around a fair price: back below it, lay above (its margin). */
export function bookmakerRatesAround(fairPriceHundredths: number): {
  backRate: number;
  layRate: number;
} {
  const fairRate = fairPriceHundredths - 100;
  const backRate = Math.max(1, Math.floor(fairRate * 0.95));
  return { backRate, layRate: Math.max(backRate + 1, Math.ceil(fairRate * 1.05) + 1) };
}
