/**
 * The sandbox's football: played minute by minute (a simulated minute every half ball interval),
 * Home, Away and The Draw priced from the goals still expected, every market suspended for a
 * while after a goal, settled on the final score.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import {
  newSoccerMatch,
  playMinute,
  soccerFairPricesHundredths,
  soccerScoreLine,
  type SoccerState,
} from '../simulator/soccer-match.js';
import type { SandboxTiming } from './cricket-sandbox-feed.js';
import type { OddsFeed } from './feed-updates.js';
import { createTimedSandboxFeed, type TimedSport } from './timed-sandbox-feed.js';

export const SOCCER_EVENT_PREFIX = 'sandbox-soccer-';
const HOME = 1;
const AWAY = 2;
const DRAW = 3;

export const sandboxSoccer: TimedSport<SoccerState> = {
  sport: 'soccer',
  eventPrefix: SOCCER_EVENT_PREFIX,
  names: ['Abahani', 'Mohammedan', 'Bashundhara Kings', 'Sheikh Russel', 'Rahmatganj', 'Fortis'],
  runners: (home, away) => [
    { selectionId: HOME, name: home },
    { selectionId: AWAY, name: away },
    { selectionId: DRAW, name: 'The Draw' },
  ],
  // Home sides score a little more; each match draws its strengths afresh.
  newState: (random) => newSoccerMatch(1.2 + random() * 0.8, 0.9 + random() * 0.7),
  step: (state, random, names) => {
    const played = playMinute(state, random(), random());
    const scorer = played.goal === 'home' ? names.home : played.goal === 'away' ? names.away : null;
    return {
      state: played.state,
      moment: scorer === null ? null : `Goal ${scorer} ${played.state.minute}'`,
    };
  },
  isFinished: (state) => state.finished,
  winner: (state) =>
    state.homeGoals > state.awayGoals ? HOME : state.homeGoals < state.awayGoals ? AWAY : DRAW,
  prices: (state) => {
    const prices = soccerFairPricesHundredths(state);
    return [
      { selectionId: HOME, priceHundredths: prices.home },
      { selectionId: AWAY, priceHundredths: prices.away },
      { selectionId: DRAW, priceHundredths: prices.draw },
    ];
  },
  line: soccerScoreLine,
  stepMs: (timing) => Math.max(500, Math.round(timing.ballIntervalMs / 2)),
};

export function createSoccerSandboxFeed(
  db: Executor,
  random: () => number,
  timing: SandboxTiming,
): OddsFeed {
  return createTimedSandboxFeed(db, random, timing, sandboxSoccer);
}
