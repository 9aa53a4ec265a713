/**
 * The sandbox's tennis: best of three sets played game by game (a game every ball interval),
 * priced from each player's exact chance to win from the score; no suspensions (a break of serve
 * simply moves the prices). Settled on the winner.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import {
  newTennisMatch,
  playGame,
  tennisFairPricesHundredths,
  tennisScoreLine,
  type TennisState,
} from '../simulator/tennis-match.js';
import type { SandboxTiming } from './cricket-sandbox-feed.js';
import type { OddsFeed } from './feed-updates.js';
import { createTimedSandboxFeed, type TimedSport } from './timed-sandbox-feed.js';

export const TENNIS_EVENT_PREFIX = 'sandbox-tennis-';
const HOME = 1;
const AWAY = 2;

export const sandboxTennis: TimedSport<TennisState> = {
  sport: 'tennis',
  eventPrefix: TENNIS_EVENT_PREFIX,
  names: ['Rahman', 'Hossain', 'Chowdhury', 'Islam', 'Ahmed', 'Karim', 'Sultana', 'Begum'],
  runners: (home, away) => [
    { selectionId: HOME, name: home },
    { selectionId: AWAY, name: away },
  ],
  newState: (random) =>
    newTennisMatch(0.68 + random() * 0.2, 0.68 + random() * 0.2, random() < 0.5),
  step: (state, random) => ({ state: playGame(state, random()), moment: null }),
  isFinished: (state) => state.finished,
  winner: (state) => (state.winner === 'home' ? HOME : AWAY),
  prices: (state) => {
    const prices = tennisFairPricesHundredths(state);
    return [
      { selectionId: HOME, priceHundredths: prices.home },
      { selectionId: AWAY, priceHundredths: prices.away },
    ];
  },
  line: tennisScoreLine,
  stepMs: (timing) => timing.ballIntervalMs,
};

export function createTennisSandboxFeed(
  db: Executor,
  random: () => number,
  timing: SandboxTiming,
): OddsFeed {
  return createTimedSandboxFeed(db, random, timing, sandboxTennis);
}
