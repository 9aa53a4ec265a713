/**
 * A tennis match played game by game for the sandbox feed: best of three sets, a set to six games
 * by two (a tie-break at 6-6), each game held by its server with that player's hold chance. The
 * exact chance that the home player wins from any score is worked out over the remaining games,
 * so the fair prices move with every break of serve. Pure: random numbers in, state out.
 */

export interface TennisState {
  readonly homeSets: number;
  readonly awaySets: number;
  readonly homeGames: number;
  readonly awayGames: number;
  /** Who serves the next game. */
  readonly homeServes: boolean;
  /** The chance each player holds serve. */
  readonly homeHold: number;
  readonly awayHold: number;
  readonly finished: boolean;
  readonly winner: 'home' | 'away' | null;
}

const SETS_TO_WIN = 2;

export function newTennisMatch(
  homeHold: number,
  awayHold: number,
  homeServesFirst: boolean,
): TennisState {
  if (!(homeHold > 0 && homeHold < 1 && awayHold > 0 && awayHold < 1)) {
    throw new RangeError('hold chances are between 0 and 1');
  }
  return {
    homeSets: 0,
    awaySets: 0,
    homeGames: 0,
    awayGames: 0,
    homeServes: homeServesFirst,
    homeHold,
    awayHold,
    finished: false,
    winner: null,
  };
}

function isTieBreak(state: TennisState): boolean {
  return state.homeGames === 6 && state.awayGames === 6;
}

/** The chance the home player wins the next game (a tie-break counts as one). */
function homeGameChance(state: TennisState): number {
  if (isTieBreak(state)) return 0.5 + (state.homeHold - state.awayHold) / 2;
  return state.homeServes ? state.homeHold : 1 - state.awayHold;
}

/** The score after a game won by `homeWon`. */
function afterGame(state: TennisState, homeWon: boolean): TennisState {
  const homeGames = state.homeGames + (homeWon ? 1 : 0);
  const awayGames = state.awayGames + (homeWon ? 0 : 1);
  const setOver =
    (Math.max(homeGames, awayGames) >= 6 && Math.abs(homeGames - awayGames) >= 2) ||
    Math.max(homeGames, awayGames) === 7;
  const next = { ...state, homeGames, awayGames, homeServes: !state.homeServes };
  if (!setOver) return next;
  const homeSets = state.homeSets + (homeGames > awayGames ? 1 : 0);
  const awaySets = state.awaySets + (homeGames > awayGames ? 0 : 1);
  const finished = homeSets === SETS_TO_WIN || awaySets === SETS_TO_WIN;
  return {
    ...next,
    homeSets,
    awaySets,
    homeGames: 0,
    awayGames: 0,
    finished,
    winner: finished ? (homeSets > awaySets ? 'home' : 'away') : null,
  };
}

/** One game: `random` in [0, 1) decides it. */
export function playGame(state: TennisState, random: number): TennisState {
  if (state.finished) throw new Error('the match is over');
  return afterGame(state, random < homeGameChance(state));
}

/** The exact chance that the home player wins the match from here. */
export function tennisHomeWinChance(state: TennisState): number {
  const memo = new Map<string, number>();
  const chance = (current: TennisState): number => {
    if (current.finished) return current.winner === 'home' ? 1 : 0;
    const key = `${current.homeSets}${current.awaySets}:${current.homeGames}-${current.awayGames}:${current.homeServes ? 1 : 0}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const game = homeGameChance(current);
    const value =
      game * chance(afterGame(current, true)) + (1 - game) * chance(afterGame(current, false));
    memo.set(key, value);
    return value;
  };
  return chance(state);
}

/** Fair prices in hundredths, kept between 1.01 and 100. */
export function tennisFairPricesHundredths(state: TennisState): { home: number; away: number } {
  const home = Math.min(0.99, Math.max(0.01, tennisHomeWinChance(state)));
  return { home: Math.round(100 / home), away: Math.round(100 / (1 - home)) };
}

/** "6-4 3-2" style: sets so far, then the games of this set. */
export function tennisScoreLine(state: TennisState): string {
  return `Sets ${state.homeSets}-${state.awaySets}, games ${state.homeGames}-${state.awayGames}`;
}
