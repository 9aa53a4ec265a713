/**
 * A sandbox feed for a sport played in steps (football minutes, tennis games): a match listed
 * ahead, started at its time, advanced one step every `stepMs`, its Match Odds and Bookmaker
 * priced after each step, every market suspended for a while after a decisive moment (a goal),
 * settled on its result. The sport itself is a `TimedSport`; the match's whole state travels in
 * the event's score, so another instance resumes it.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import type { ExchangeSportCode } from '../tables.js';
import type { SandboxTiming } from './cricket-sandbox-feed.js';
import type { FeedRunner, FeedUpdate, OddsFeed } from './feed-updates.js';
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

export interface TimedSport<State> {
  sport: ExchangeSportCode;
  eventPrefix: string;
  names: readonly string[];
  runners(home: string, away: string): FeedRunner[];
  newState(random: () => number): State;
  /** One step; `moment` names a decisive one (shown as the last moment, and suspends betting). */
  step(
    state: State,
    random: () => number,
    names: { home: string; away: string },
  ): {
    state: State;
    moment: string | null;
  };
  isFinished(state: State): boolean;
  /** The winning selection once finished. */
  winner(state: State): number;
  prices(state: State): { selectionId: number; priceHundredths: number }[];
  line(state: State): string;
  stepMs(timing: SandboxTiming): number;
}

export interface TimedScore<State> {
  sandbox: true;
  home: string;
  away: string;
  state: State;
  line: string;
  lastMoment: string | null;
  nextStepAtMs: number | null;
  suspendedUntilMs: number | null;
}

function readScore<State>(score: string | null): TimedScore<State> | undefined {
  if (score === null) return undefined;
  const parsed = JSON.parse(score) as Partial<TimedScore<State>>;
  return parsed.sandbox === true && parsed.state !== undefined
    ? (parsed as TimedScore<State>)
    : undefined;
}

function tradingUpdates(eventId: string, status: 'open' | 'suspended'): FeedUpdate[] {
  return [matchOddsId(eventId), bookmakerId(eventId)].map((marketId) => ({
    type: 'market_state',
    marketId,
    status,
    ballRunning: false,
  }));
}

export function createTimedSandboxFeed<State>(
  db: Executor,
  random: () => number,
  timing: SandboxTiming,
  sport: TimedSport<State>,
): OddsFeed {
  const stepMs = sport.stepMs(timing);
  const priceUpdates = (eventId: string, state: State) =>
    runnerPriceUpdates(eventId, sport.prices(state));
  const resultUpdates = (eventId: string, state: State, settledAt?: string): FeedUpdate[] => {
    const winner = sport.winner(state);
    return [
      {
        type: 'rate_result',
        marketId: bookmakerId(eventId),
        result: { winnerSelectionId: winner },
      },
      {
        type: 'result',
        eventId,
        marketId: matchOddsId(eventId),
        winnerSelectionId: winner,
        ...(settledAt === undefined ? {} : { settledAt }),
      },
    ];
  };

  /** A new match listed to start at `openMs`: its id, first score and fixture updates. */
  const fixture = (openMs: number) => {
    const [home, away] = pickPair(sport.names, random);
    const eventId = `${sport.eventPrefix}${openMs}`;
    const state = sport.newState(random);
    const score: TimedScore<State> = {
      sandbox: true,
      home,
      away,
      state,
      line: sport.line(state),
      lastMoment: null,
      nextStepAtMs: null,
      suspendedUntilMs: null,
    };
    const updates = fixtureUpdates({
      eventId,
      sport: sport.sport,
      name: `${home} v ${away}`,
      openDate: new Date(openMs).toISOString(),
      runners: sport.runners(home, away),
      score,
    });
    return { eventId, score, updates };
  };

  const newFixture = (openMs: number): FeedUpdate[] => {
    const listed = fixture(openMs);
    return [...listed.updates, ...priceUpdates(listed.eventId, listed.score.state)];
  };

  /** The score after one more step, as the feed saves it (the next step's time aside). */
  const stepped = (score: TimedScore<State>) => {
    const played = sport.step(score.state, random, { home: score.home, away: score.away });
    const next: TimedScore<State> = {
      ...score,
      state: played.state,
      line: sport.line(played.state),
      lastMoment: played.moment ?? score.lastMoment,
    };
    return { next, moment: played.moment };
  };

  const start = (eventId: string, score: TimedScore<State>, nowMs: number): FeedUpdate[] => {
    const started = { ...score, nextStepAtMs: nowMs + stepMs };
    return [
      { type: 'in_play', eventId, marketId: matchOddsId(eventId) },
      { type: 'score', eventId, score: started },
      ...priceUpdates(eventId, started.state),
    ];
  };

  /** The sandbox's first day (sandbox-day.ts): results, a match in play, fixtures ahead. */
  const openingDay = (nowMs: number): FeedUpdate[] => {
    const updates: FeedUpdate[] = [];
    for (const agoMs of PAST_RESULTS_MS) {
      const past = fixture(nowMs - agoMs);
      let score = past.score;
      let steps = 0;
      while (!sport.isFinished(score.state)) {
        score = stepped(score).next;
        steps += 1;
      }
      const endedMs = nowMs - agoMs + steps * stepMs;
      updates.push(
        ...past.updates,
        { type: 'in_play', eventId: past.eventId, marketId: matchOddsId(past.eventId) },
        { type: 'score', eventId: past.eventId, score },
        ...resultUpdates(past.eventId, score.state, new Date(endedMs).toISOString()),
      );
    }
    // The match in play: some way into it, never past its end.
    const steps = stepsAlreadyPlayed(random, 3, 30);
    const live = fixture(nowMs - steps * stepMs);
    let score = live.score;
    for (let step = 0; step < steps; step += 1) {
      const { next } = stepped(score);
      if (sport.isFinished(next.state)) break;
      score = next;
    }
    updates.push(...live.updates, ...start(live.eventId, score, nowMs));
    for (const aheadMs of LATER_FIXTURES_MS) updates.push(...newFixture(nowMs + aheadMs));
    return updates;
  };

  const advance = (eventId: string, score: TimedScore<State>, nowMs: number): FeedUpdate[] => {
    if (score.suspendedUntilMs !== null && nowMs < score.suspendedUntilMs) return [];
    const resumed = score.suspendedUntilMs !== null;
    const stepAt = score.nextStepAtMs ?? nowMs;
    if (nowMs < stepAt && !resumed) return [];
    let next: TimedScore<State> = { ...score, suspendedUntilMs: null };
    if (nowMs >= stepAt) {
      const played = stepped(next);
      next = { ...played.next, nextStepAtMs: nowMs + stepMs };
      if (sport.isFinished(next.state)) {
        return [{ type: 'score', eventId, score: next }, ...resultUpdates(eventId, next.state)];
      }
      if (played.moment) {
        next = { ...next, suspendedUntilMs: nowMs + timing.wicketSuspensionMs };
        return [{ type: 'score', eventId, score: next }, ...tradingUpdates(eventId, 'suspended')];
      }
    }
    return [
      { type: 'score', eventId, score: next },
      // Markets reopen before the new prices: quotes placed while suspended would be refused.
      ...tradingUpdates(eventId, 'open'),
      ...priceUpdates(eventId, next.state),
    ];
  };

  return {
    name: `sandbox-${sport.sport}`,
    async poll(nowMs) {
      const events = await listFeedEvents(db, sport.eventPrefix);
      const updates: FeedUpdate[] = [];
      if (
        events.length === 0 &&
        timing.openingDay === true &&
        !(await hasFeedEvents(db, sport.eventPrefix))
      ) {
        return openingDay(nowMs);
      }
      if (needsNextFixture(events, nowMs, timing.preMatchMs)) {
        updates.push(...newFixture(nowMs + timing.preMatchMs));
      }
      for (const event of events) {
        const score = readScore<State>(event.score);
        if (!score) continue;
        if (event.status === 'upcoming') {
          if (nowMs < Date.parse(event.open_date)) continue;
          updates.push(...start(event.id, score, nowMs));
        } else if (sport.isFinished(score.state)) {
          updates.push(...resultUpdates(event.id, score.state));
        } else {
          updates.push(...advance(event.id, score, nowMs));
        }
      }
      return updates;
    },
  };
}
