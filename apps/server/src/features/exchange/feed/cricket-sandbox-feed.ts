/**
 * The sandbox odds feed: plays cricket matches ball by ball in real time so the demo always has a
 * match in play and one coming up. Each event's whole state travels in its score (so a restarted
 * or another instance resumes it), and each poll answers the updates a real feed would send:
 * fixtures, the in-play turn, ball running before each delivery, suspensions at wickets, scores,
 * fair prices, the Fancy book (cricket-sandbox-fancy.ts) and the results.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import {
  bowl,
  deliveryFor,
  newCricketMatch,
  scoreLine,
  type CricketSide,
  type CricketState,
  type Delivery,
} from '../simulator/cricket-match.js';
import { fairPricesHundredths } from '../simulator/cricket-prices.js';
import {
  fancyOpenings,
  fancyQuoteUpdates,
  fancyResults,
  liveFancyIds,
  overStartRunsAfter,
  type FancyBookScore,
} from './cricket-sandbox-fancy.js';
import type { FeedUpdate, OddsFeed } from './feed-updates.js';
import { hasFeedEvents, listFeedEvents } from './queries.js';
import {
  LATER_FIXTURES_MS,
  needsNextFixture,
  PAST_RESULTS_MS,
  stepsAlreadyPlayed,
} from './sandbox-day.js';
import {
  bookmakerId,
  fixtureUpdates,
  matchOddsId,
  pickPair,
  runnerPriceUpdates,
} from './sandbox-markets.js';

export const SANDBOX_EVENT_PREFIX = 'sandbox-cricket-';
const TEAMS = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Khulna',
  'Rangpur',
  'Rajshahi',
  'Barishal',
  'Cumilla',
];
const HOME = 1;
const AWAY = 2;

export interface SandboxTiming {
  /** Overs per innings: short, so a demo match ends in minutes. */
  overs: number;
  ballIntervalMs: number;
  /** Bets are refused for this long before each delivery. */
  ballRunningMs: number;
  /** The market stays suspended this long after a wicket. */
  wicketSuspensionMs: number;
  /** How far ahead the next match is listed. */
  preMatchMs: number;
  /**
   * An empty sandbox starts with a day already running (sandbox-day.ts): a match in play, some
   * later and tomorrow, results of the last days. Off: the first match is listed ahead.
   */
  openingDay?: boolean;
}

export const DEFAULT_SANDBOX_TIMING: SandboxTiming = {
  overs: 5,
  ballIntervalMs: 6000,
  ballRunningMs: 2000,
  wicketSuspensionMs: 8000,
  preMatchMs: 5 * 60_000,
  openingDay: true,
};

/** What the sandbox keeps in an event's score. */
export interface SandboxScore extends FancyBookScore {
  sandbox: true;
  line: string;
  lastBall: string | null;
  nextBallAtMs: number | null;
  ballRunning: boolean;
  suspendedUntilMs: number | null;
}

function readScore(score: string | null): SandboxScore | undefined {
  if (score === null) return undefined;
  const parsed = JSON.parse(score) as Partial<SandboxScore>;
  return parsed.sandbox === true ? (parsed as SandboxScore) : undefined;
}

/** The fair prices (Match Odds), the house's rates (Bookmaker) and, in play, the Fancy lines. */
function priceUpdates(eventId: string, score: SandboxScore, inPlay: boolean): FeedUpdate[] {
  const prices = fairPricesHundredths(score.state);
  const updates = runnerPriceUpdates(eventId, [
    { selectionId: HOME, priceHundredths: prices.home },
    { selectionId: AWAY, priceHundredths: prices.away },
  ]);
  if (inPlay) updates.push(...fancyQuoteUpdates(eventId, score));
  return updates;
}

/** Every live market of the event opens, suspends or runs a ball together. */
function tradingUpdates(
  eventId: string,
  score: SandboxScore,
  status: 'open' | 'suspended',
  ballRunning: boolean,
): FeedUpdate[] {
  return [matchOddsId(eventId), bookmakerId(eventId), ...liveFancyIds(eventId, score)].map(
    (marketId) => ({ type: 'market_state', marketId, status, ballRunning }),
  );
}

function winnerSelection(state: CricketState): number | null {
  return state.winner === null ? null : state.winner === 'home' ? HOME : AWAY;
}

/** The match is over: Match Odds and Bookmaker by the winner (void on a tie). */
function matchResultUpdates(
  eventId: string,
  state: CricketState,
  settledAt?: string,
): FeedUpdate[] {
  const winner = winnerSelection(state);
  return [
    {
      type: 'rate_result',
      marketId: bookmakerId(eventId),
      result: winner === null ? 'void' : { winnerSelectionId: winner },
    },
    {
      type: 'result',
      eventId,
      marketId: matchOddsId(eventId),
      winnerSelectionId: winner,
      ...(settledAt === undefined ? {} : { settledAt }),
    },
  ];
}

function describeBall(delivery: Delivery): string {
  if (delivery.kind === 'wicket') return 'W';
  if (delivery.kind === 'wide') return 'Wd';
  return String(delivery.runs);
}

function ballDescribed(text: string | null): Delivery | undefined {
  if (text === 'W') return { kind: 'wicket' };
  if (text === 'Wd') return { kind: 'wide' };
  const runs = Number(text);
  return runs === 0 || runs === 1 || runs === 2 || runs === 3 || runs === 4 || runs === 6
    ? { kind: 'runs', runs }
    : undefined;
}

/** The score after one more delivery, as the feed saves it (the next ball's time aside). */
function scoreAfter(score: SandboxScore, delivery: Delivery): SandboxScore {
  const state = bowl(score.state, delivery);
  const next: SandboxScore = {
    ...score,
    state,
    line: scoreLine(state),
    lastBall: describeBall(delivery),
    ballRunning: false,
    deliveries: (score.deliveries ?? 0) + 1,
  };
  // A finished match keeps the over's starting runs, from which its results can be sent again.
  const overStartRuns = state.finished
    ? score.overStartRuns
    : overStartRunsAfter(score, next, delivery);
  if (overStartRuns === undefined) delete next.overStartRuns;
  else next.overStartRuns = overStartRuns;
  return next;
}

/**
 * Every result of a finished match, sent again when they were not all applied (a failure after
 * the final score was saved): the final score keeps the over's starting runs and the last ball,
 * from which the score before that ball, and so the Fancy results it decided, follow.
 */
function finalResultUpdates(eventId: string, score: SandboxScore): FeedUpdate[] {
  const { state } = score;
  const last = ballDescribed(score.lastBall);
  const fancy: FeedUpdate[] = [];
  if (last) {
    const before: SandboxScore = {
      ...score,
      state: {
        ...state,
        finished: false,
        winner: null,
        runs: state.runs - (last.kind === 'runs' ? last.runs : last.kind === 'wide' ? 1 : 0),
        balls: state.balls - (last.kind === 'wide' ? 0 : 1),
      },
      deliveries: (score.deliveries ?? 1) - 1,
    };
    fancy.push(...fancyResults(eventId, before, score, last));
  }
  return [...fancy, ...matchResultUpdates(eventId, state)];
}

export function createCricketSandboxFeed(
  db: Executor,
  random: () => number,
  timing: SandboxTiming = DEFAULT_SANDBOX_TIMING,
): OddsFeed {
  /** A new match listed to start at `openMs`: its id, first score and fixture updates. */
  const fixture = (openMs: number) => {
    const [home, away] = pickPair(TEAMS, random);
    const eventId = `${SANDBOX_EVENT_PREFIX}${openMs}`;
    const battingFirst: CricketSide = random() < 0.5 ? 'home' : 'away';
    const state = newCricketMatch(timing.overs, battingFirst);
    const score: SandboxScore = {
      sandbox: true,
      home,
      away,
      state,
      line: scoreLine(state),
      lastBall: null,
      nextBallAtMs: null,
      ballRunning: false,
      suspendedUntilMs: null,
      overStartRuns: 0,
      deliveries: 0,
    };
    const runners = [
      { selectionId: HOME, name: home },
      { selectionId: AWAY, name: away },
    ];
    const updates = fixtureUpdates({
      eventId,
      sport: 'cricket',
      name: `${home} v ${away}`,
      openDate: new Date(openMs).toISOString(),
      runners,
      score,
    });
    return { eventId, score, updates };
  };

  const newFixture = (openMs: number): FeedUpdate[] => {
    const listed = fixture(openMs);
    return [...listed.updates, ...priceUpdates(listed.eventId, listed.score, false)];
  };

  const start = (eventId: string, score: SandboxScore, nowMs: number): FeedUpdate[] => {
    const started = { ...score, nextBallAtMs: nowMs + timing.ballIntervalMs };
    return [
      { type: 'in_play', eventId, marketId: matchOddsId(eventId) },
      { type: 'score', eventId, score: started },
      ...fancyOpenings(eventId, started),
      ...tradingUpdates(eventId, started, 'open', false),
      ...priceUpdates(eventId, started, true),
    ];
  };

  /** The sandbox's first day (sandbox-day.ts): results, a match in play, fixtures ahead. */
  const openingDay = (nowMs: number): FeedUpdate[] => {
    const updates: FeedUpdate[] = [];
    for (const agoMs of PAST_RESULTS_MS) {
      const past = fixture(nowMs - agoMs);
      let score = past.score;
      while (!score.state.finished) score = scoreAfter(score, deliveryFor(random()));
      const endedMs = nowMs - agoMs + (score.deliveries ?? 0) * timing.ballIntervalMs;
      updates.push(
        ...past.updates,
        { type: 'in_play', eventId: past.eventId, marketId: matchOddsId(past.eventId) },
        { type: 'score', eventId: past.eventId, score },
        ...matchResultUpdates(past.eventId, score.state, new Date(endedMs).toISOString()),
      );
    }
    // The match in play: some way into its first innings, before the over before its last, so
    // every Fancy kind has a line (Khadda closes for the last over; Lottery and Odd/Even are on
    // the next over). A one-over match starts at its first ball.
    const balls = stepsAlreadyPlayed(random, 0, Math.max(0, (timing.overs - 2) * 6 + 5));
    const live = fixture(nowMs - balls * timing.ballIntervalMs);
    let score = live.score;
    for (let ball = 0; ball < balls; ball += 1) {
      const next = scoreAfter(score, deliveryFor(random()));
      if (next.state.finished) break;
      score = next;
    }
    updates.push(...live.updates, ...start(live.eventId, score, nowMs));
    for (const aheadMs of LATER_FIXTURES_MS) updates.push(...newFixture(nowMs + aheadMs));
    return updates;
  };

  const deliver = (eventId: string, score: SandboxScore, nowMs: number) => {
    const delivery = deliveryFor(random());
    const next: SandboxScore = {
      ...scoreAfter(score, delivery),
      nextBallAtMs: nowMs + timing.ballIntervalMs,
    };
    const { state } = next;
    const updates = fancyResults(eventId, score, next, delivery);
    if (state.finished) {
      return { next, updates: [...updates, ...matchResultUpdates(eventId, state)] };
    }
    // New lines (the next ball's, the over after next's, the chase's book) open before trading.
    const newInnings = state.innings !== score.state.innings;
    updates.push(...fancyOpenings(eventId, next, newInnings ? [] : liveFancyIds(eventId, score)));
    if (delivery.kind === 'wicket') {
      // The next ball comes once the suspension is over.
      const suspended = {
        ...next,
        suspendedUntilMs: nowMs + timing.wicketSuspensionMs,
        nextBallAtMs: nowMs + timing.wicketSuspensionMs + timing.ballIntervalMs,
      };
      updates.push(...tradingUpdates(eventId, next, 'suspended', false));
      return { next: suspended, updates };
    }
    // Markets reopen before the new prices: quotes placed while a ball runs would be refused.
    updates.push(...tradingUpdates(eventId, next, 'open', false));
    updates.push(...priceUpdates(eventId, next, true));
    return { next, updates };
  };

  const advance = (eventId: string, score: SandboxScore, nowMs: number): FeedUpdate[] => {
    const updates: FeedUpdate[] = [];
    let next = score;
    if (next.suspendedUntilMs !== null) {
      if (nowMs < next.suspendedUntilMs) return [];
      next = { ...next, suspendedUntilMs: null };
      updates.push(...tradingUpdates(eventId, next, 'open', false));
      updates.push(...priceUpdates(eventId, next, true));
    }
    const ballAt = next.nextBallAtMs ?? nowMs;
    if (!next.ballRunning && nowMs >= ballAt - timing.ballRunningMs) {
      next = { ...next, ballRunning: true };
      updates.push(...tradingUpdates(eventId, next, 'open', true));
    }
    if (nowMs >= ballAt) {
      const delivered = deliver(eventId, next, nowMs);
      next = delivered.next;
      updates.push(...delivered.updates);
    }
    // Every change of state is saved first, so the next poll (on any instance) resumes from it.
    if (next !== score) updates.unshift({ type: 'score', eventId, score: next });
    return updates;
  };

  return {
    name: 'sandbox',
    async poll(nowMs) {
      const events = await listFeedEvents(db, SANDBOX_EVENT_PREFIX);
      const updates: FeedUpdate[] = [];
      if (
        events.length === 0 &&
        timing.openingDay === true &&
        !(await hasFeedEvents(db, SANDBOX_EVENT_PREFIX))
      ) {
        return openingDay(nowMs);
      }
      if (needsNextFixture(events, nowMs, timing.preMatchMs)) {
        updates.push(...newFixture(nowMs + timing.preMatchMs));
      }
      for (const event of events) {
        const score = readScore(event.score);
        if (!score) continue;
        if (event.status === 'upcoming') {
          if (nowMs >= Date.parse(event.open_date)) updates.push(...start(event.id, score, nowMs));
        } else if (score.state.finished) {
          // The results were not all applied last time (a failure after the score was saved).
          updates.push(...finalResultUpdates(event.id, score));
        } else {
          updates.push(...advance(event.id, score, nowMs));
        }
      }
      return updates;
    },
  };
}
