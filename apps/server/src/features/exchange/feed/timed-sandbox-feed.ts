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
import { listFeedEvents } from './queries.js';
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
  const resultUpdates = (eventId: string, state: State): FeedUpdate[] => {
    const winner = sport.winner(state);
    return [
      {
        type: 'rate_result',
        marketId: bookmakerId(eventId),
        result: { winnerSelectionId: winner },
      },
      { type: 'result', eventId, marketId: matchOddsId(eventId), winnerSelectionId: winner },
    ];
  };

  const newFixture = (nowMs: number): FeedUpdate[] => {
    const [home, away] = pickPair(sport.names, random);
    const eventId = `${sport.eventPrefix}${nowMs}`;
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
    return [
      ...fixtureUpdates({
        eventId,
        sport: sport.sport,
        name: `${home} v ${away}`,
        openDate: new Date(nowMs + timing.preMatchMs).toISOString(),
        runners: sport.runners(home, away),
        score,
      }),
      ...priceUpdates(eventId, state),
    ];
  };

  const advance = (eventId: string, score: TimedScore<State>, nowMs: number): FeedUpdate[] => {
    if (score.suspendedUntilMs !== null && nowMs < score.suspendedUntilMs) return [];
    const resumed = score.suspendedUntilMs !== null;
    const stepAt = score.nextStepAtMs ?? nowMs;
    if (nowMs < stepAt && !resumed) return [];
    let next: TimedScore<State> = { ...score, suspendedUntilMs: null };
    if (nowMs >= stepAt) {
      const played = sport.step(next.state, random, { home: next.home, away: next.away });
      next = {
        ...next,
        state: played.state,
        line: sport.line(played.state),
        nextStepAtMs: nowMs + stepMs,
        lastMoment: played.moment ?? next.lastMoment,
      };
      if (sport.isFinished(played.state)) {
        return [{ type: 'score', eventId, score: next }, ...resultUpdates(eventId, played.state)];
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
      if (!events.some((event) => event.status === 'upcoming')) updates.push(...newFixture(nowMs));
      for (const event of events) {
        const score = readScore<State>(event.score);
        if (!score) continue;
        if (event.status === 'upcoming') {
          if (nowMs < Date.parse(event.open_date)) continue;
          const started = { ...score, nextStepAtMs: nowMs + stepMs };
          updates.push({ type: 'in_play', eventId: event.id, marketId: matchOddsId(event.id) });
          updates.push({ type: 'score', eventId: event.id, score: started });
          updates.push(...priceUpdates(event.id, started.state));
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
