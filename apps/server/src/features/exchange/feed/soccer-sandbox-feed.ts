/**
 * The sandbox's football: a match listed ahead, then played minute by minute (a simulated minute
 * every half ball interval), its Match Odds (Home, Away, The Draw) and Bookmaker priced from the
 * goals still expected, every market suspended for a while after a goal, settled on the final
 * score. Its state travels in the event's score, as the cricket's does.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import { listFeedEvents } from '../queries.js';
import {
  newSoccerMatch,
  playMinute,
  soccerFairPricesHundredths,
  soccerScoreLine,
  type SoccerState,
} from '../simulator/soccer-match.js';
import type { SandboxTiming } from './cricket-sandbox-feed.js';
import type { FeedUpdate, OddsFeed } from './feed-updates.js';
import {
  bookmakerId,
  fixtureUpdates,
  matchOddsId,
  pickPair,
  runnerPriceUpdates,
} from './sandbox-markets.js';

export const SOCCER_EVENT_PREFIX = 'sandbox-soccer-';
const CLUBS = [
  'Abahani',
  'Mohammedan',
  'Bashundhara Kings',
  'Sheikh Russel',
  'Rahmatganj',
  'Fortis',
];
const HOME = 1;
const AWAY = 2;
const DRAW = 3;

export interface SoccerScore {
  sandbox: true;
  home: string;
  away: string;
  state: SoccerState;
  line: string;
  lastGoal: string | null;
  nextMinuteAtMs: number | null;
  suspendedUntilMs: number | null;
}

function readScore(score: string | null): SoccerScore | undefined {
  if (score === null) return undefined;
  const parsed = JSON.parse(score) as Partial<SoccerScore>;
  return parsed.sandbox === true && parsed.state && 'minute' in parsed.state
    ? (parsed as SoccerScore)
    : undefined;
}

function priceUpdates(eventId: string, state: SoccerState): FeedUpdate[] {
  const prices = soccerFairPricesHundredths(state);
  return runnerPriceUpdates(eventId, [
    { selectionId: HOME, priceHundredths: prices.home },
    { selectionId: AWAY, priceHundredths: prices.away },
    { selectionId: DRAW, priceHundredths: prices.draw },
  ]);
}

function tradingUpdates(eventId: string, status: 'open' | 'suspended'): FeedUpdate[] {
  return [matchOddsId(eventId), bookmakerId(eventId)].map((marketId) => ({
    type: 'market_state',
    marketId,
    status,
    ballRunning: false,
  }));
}

function resultUpdates(eventId: string, state: SoccerState): FeedUpdate[] {
  const difference = state.homeGoals - state.awayGoals;
  const winner = difference > 0 ? HOME : difference < 0 ? AWAY : DRAW;
  return [
    { type: 'rate_result', marketId: bookmakerId(eventId), result: { winnerSelectionId: winner } },
    { type: 'result', eventId, marketId: matchOddsId(eventId), winnerSelectionId: winner },
  ];
}

export function createSoccerSandboxFeed(
  db: Executor,
  random: () => number,
  timing: SandboxTiming,
): OddsFeed {
  const minuteMs = Math.max(500, Math.round(timing.ballIntervalMs / 2));

  const newFixture = (nowMs: number): FeedUpdate[] => {
    const [home, away] = pickPair(CLUBS, random);
    const eventId = `${SOCCER_EVENT_PREFIX}${nowMs}`;
    // Home sides score a little more; each match draws its strengths afresh.
    const state = newSoccerMatch(1.2 + random() * 0.8, 0.9 + random() * 0.7);
    const score: SoccerScore = {
      sandbox: true,
      home,
      away,
      state,
      line: soccerScoreLine(state),
      lastGoal: null,
      nextMinuteAtMs: null,
      suspendedUntilMs: null,
    };
    return [
      ...fixtureUpdates({
        eventId,
        sport: 'soccer',
        name: `${home} v ${away}`,
        openDate: new Date(nowMs + timing.preMatchMs).toISOString(),
        runners: [
          { selectionId: HOME, name: home },
          { selectionId: AWAY, name: away },
          { selectionId: DRAW, name: 'The Draw' },
        ],
        score,
      }),
      ...priceUpdates(eventId, state),
    ];
  };

  const advance = (eventId: string, score: SoccerScore, nowMs: number): FeedUpdate[] => {
    if (score.suspendedUntilMs !== null && nowMs < score.suspendedUntilMs) return [];
    const resumed = score.suspendedUntilMs !== null;
    const minuteAt = score.nextMinuteAtMs ?? nowMs;
    if (nowMs < minuteAt && !resumed) return [];
    let next: SoccerScore = { ...score, suspendedUntilMs: null };
    const updates: FeedUpdate[] = [];
    if (nowMs >= minuteAt) {
      const played = playMinute(next.state, random(), random());
      next = {
        ...next,
        state: played.state,
        line: soccerScoreLine(played.state),
        nextMinuteAtMs: nowMs + minuteMs,
        ...(played.goal
          ? {
              lastGoal: `${played.goal === 'home' ? next.home : next.away} ${played.state.minute}'`,
            }
          : {}),
      };
      if (played.state.finished) {
        return [{ type: 'score', eventId, score: next }, ...resultUpdates(eventId, played.state)];
      }
      if (played.goal) {
        next = { ...next, suspendedUntilMs: nowMs + timing.wicketSuspensionMs };
        return [{ type: 'score', eventId, score: next }, ...tradingUpdates(eventId, 'suspended')];
      }
    }
    updates.push({ type: 'score', eventId, score: next });
    updates.push(...priceUpdates(eventId, next.state));
    updates.push(...tradingUpdates(eventId, 'open'));
    return updates;
  };

  return {
    name: 'sandbox-soccer',
    async poll(nowMs) {
      const events = await listFeedEvents(db, SOCCER_EVENT_PREFIX);
      const updates: FeedUpdate[] = [];
      if (!events.some((event) => event.status === 'upcoming')) updates.push(...newFixture(nowMs));
      for (const event of events) {
        const score = readScore(event.score);
        if (!score) continue;
        if (event.status === 'upcoming') {
          if (nowMs < Date.parse(event.open_date)) continue;
          const started = { ...score, nextMinuteAtMs: nowMs + minuteMs };
          updates.push({ type: 'in_play', eventId: event.id, marketId: matchOddsId(event.id) });
          updates.push({ type: 'score', eventId: event.id, score: started });
          updates.push(...priceUpdates(event.id, started.state));
        } else if (score.state.finished) {
          updates.push(...resultUpdates(event.id, score.state));
        } else {
          updates.push(...advance(event.id, score, nowMs));
        }
      }
      return updates;
    },
  };
}
