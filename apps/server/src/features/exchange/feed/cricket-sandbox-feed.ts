/**
 * The sandbox odds feed: plays cricket matches ball by ball in real time so the demo always has a
 * match in play and one coming up. Each event's whole state travels in its score (so a restarted
 * or another instance resumes it), and each poll answers the updates a real feed would send:
 * fixtures, the in-play turn, ball running before each delivery, suspensions at wickets, scores,
 * fair prices and the result.
 */
import type { Executor } from '../../../platform/ledger/ledger.js';
import { listFeedEvents } from '../queries.js';
import {
  bowl,
  deliveryFor,
  newCricketMatch,
  scoreLine,
  type CricketSide,
  type CricketState,
} from '../simulator/cricket-match.js';
import { fairPricesHundredths } from '../simulator/cricket-prices.js';
import type { FeedUpdate, OddsFeed } from './feed-updates.js';

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
}

export const DEFAULT_SANDBOX_TIMING: SandboxTiming = {
  overs: 5,
  ballIntervalMs: 6000,
  ballRunningMs: 2000,
  wicketSuspensionMs: 8000,
  preMatchMs: 5 * 60_000,
};

/** What the sandbox keeps in an event's score. */
export interface SandboxScore {
  sandbox: true;
  home: string;
  away: string;
  state: CricketState;
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

function fairUpdate(marketId: string, state: CricketState): FeedUpdate {
  const prices = fairPricesHundredths(state);
  return {
    type: 'fair_prices',
    marketId,
    prices: [
      { selectionId: HOME, priceHundredths: prices.home },
      { selectionId: AWAY, priceHundredths: prices.away },
    ],
  };
}

function describeBall(delivery: ReturnType<typeof deliveryFor>): string {
  if (delivery.kind === 'wicket') return 'W';
  if (delivery.kind === 'wide') return 'Wd';
  return String(delivery.runs);
}

export function createCricketSandboxFeed(
  db: Executor,
  random: () => number,
  timing: SandboxTiming = DEFAULT_SANDBOX_TIMING,
): OddsFeed {
  const newFixture = (nowMs: number): FeedUpdate[] => {
    const homeIndex = Math.floor(random() * TEAMS.length);
    const awayIndex = (homeIndex + 1 + Math.floor(random() * (TEAMS.length - 1))) % TEAMS.length;
    const home = TEAMS[homeIndex]!;
    const away = TEAMS[awayIndex]!;
    const eventId = `${SANDBOX_EVENT_PREFIX}${nowMs}`;
    const marketId = `1.${eventId}`;
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
    };
    return [
      {
        type: 'event',
        eventId,
        sport: 'cricket',
        name: `${home} v ${away}`,
        openDate: new Date(nowMs + timing.preMatchMs).toISOString(),
        marketId,
        runners: [
          { selectionId: HOME, name: home },
          { selectionId: AWAY, name: away },
        ],
        betDelaySeconds: 5,
      },
      { type: 'score', eventId, score },
      fairUpdate(marketId, state),
    ];
  };

  const advance = (eventId: string, score: SandboxScore, nowMs: number): FeedUpdate[] => {
    const marketId = `1.${eventId}`;
    const updates: FeedUpdate[] = [];
    let next = score;
    if (next.suspendedUntilMs !== null) {
      if (nowMs < next.suspendedUntilMs) return [];
      next = { ...next, suspendedUntilMs: null };
      updates.push({ type: 'market_state', marketId, status: 'open', ballRunning: false });
      updates.push(fairUpdate(marketId, next.state));
    }
    const ballAt = next.nextBallAtMs ?? nowMs;
    if (
      !next.ballRunning &&
      next.suspendedUntilMs === null &&
      nowMs >= ballAt - timing.ballRunningMs
    ) {
      next = { ...next, ballRunning: true };
      updates.push({ type: 'market_state', marketId, status: 'open', ballRunning: true });
    }
    if (nowMs >= ballAt) {
      const delivery = deliveryFor(random());
      const state = bowl(next.state, delivery);
      next = {
        ...next,
        state,
        line: scoreLine(state),
        lastBall: describeBall(delivery),
        ballRunning: false,
        nextBallAtMs: nowMs + timing.ballIntervalMs,
      };
      if (state.finished) {
        updates.push({ type: 'score', eventId, score: next });
        const winner = state.winner === null ? null : state.winner === 'home' ? HOME : AWAY;
        updates.push({ type: 'result', eventId, marketId, winnerSelectionId: winner });
        return updates;
      }
      if (delivery.kind === 'wicket') {
        // The next ball comes once the suspension is over.
        next = {
          ...next,
          suspendedUntilMs: nowMs + timing.wicketSuspensionMs,
          nextBallAtMs: nowMs + timing.wicketSuspensionMs + timing.ballIntervalMs,
        };
        updates.push({ type: 'market_state', marketId, status: 'suspended', ballRunning: false });
      } else {
        updates.push({ type: 'market_state', marketId, status: 'open', ballRunning: false });
        updates.push(fairUpdate(marketId, state));
      }
    }
    if (updates.length > 0 || next !== score)
      updates.unshift({ type: 'score', eventId, score: next });
    return updates;
  };

  return {
    name: 'sandbox',
    async poll(nowMs) {
      const events = await listFeedEvents(db, SANDBOX_EVENT_PREFIX);
      const updates: FeedUpdate[] = [];
      if (!events.some((event) => event.status === 'upcoming')) updates.push(...newFixture(nowMs));
      for (const event of events) {
        const score = readScore(event.score);
        if (!score) continue;
        if (event.status === 'upcoming') {
          if (nowMs < Date.parse(event.open_date)) continue;
          const started = { ...score, nextBallAtMs: nowMs + timing.ballIntervalMs };
          updates.push({ type: 'in_play', eventId: event.id, marketId: `1.${event.id}` });
          updates.push({ type: 'score', eventId: event.id, score: started });
          updates.push(fairUpdate(`1.${event.id}`, started.state));
          continue;
        }
        if (score.state.finished) {
          // The result was not applied last time (a failure after the score was saved): again.
          const { winner } = score.state;
          updates.push({
            type: 'result',
            eventId: event.id,
            marketId: `1.${event.id}`,
            winnerSelectionId: winner === null ? null : winner === 'home' ? HOME : AWAY,
          });
          continue;
        }
        updates.push(...advance(event.id, score, nowMs));
      }
      return updates;
    },
  };
}
