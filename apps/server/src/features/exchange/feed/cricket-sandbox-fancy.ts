/**
 * The sandbox's Fancy book on a cricket match, as a real book runs one: which lines are open at
 * each point of an innings, their quotes, and their results as the balls are bowled.
 *
 * Each innings has its session total (Fancy, type 2) and the same total with a gap (Khadda, 4,
 * closed for the last over), the next delivery's runs (Ball by Ball, 3, settled by that delivery)
 * and, for the over after the one being bowled, its runs' last digit (Lottery, 5) and parity
 * (Odd/Even, 6), which close when their over starts and settle when it ends. Every kind settles
 * from the runs: the engine compares a Lottery line with their last digit and an Odd/Even line
 * with their parity. Lines of an over the innings never finishes are void.
 */
import {
  ballsPerInnings,
  battingSide,
  type CricketState,
  type Delivery,
  deliveryRuns,
} from '../simulator/cricket-match.js';
import {
  khaddaQuote,
  nextBallQuote,
  overLotteryQuote,
  overOddEvenQuote,
  sessionQuote,
  type FancyQuote,
} from '../simulator/cricket-fancy.js';
import type { FeedUpdate } from './feed-updates.js';

/** What the book reads from the sandbox's score of an event. */
export interface FancyBookScore {
  home: string;
  away: string;
  state: CricketState;
  /** The innings' runs when the over being bowled began (absent in scores saved before). */
  overStartRuns?: number;
  /** Deliveries bowled in the match, wides included: numbers each Ball by Ball line. */
  deliveries?: number;
}

const SESSION = 2;
const BALL_BY_BALL = 3;
const KHADDA = 4;
const LOTTERY = 5;
const ODD_EVEN = 6;

interface FancyLine {
  marketId: string;
  fancyType: number;
  name: string;
  quote: () => FancyQuote;
}

/** The session line keeps the id it always had; the other kinds add theirs. */
export const sessionId = (eventId: string, innings: number) => `f.${eventId}.${innings}`;
const kindId = (eventId: string, innings: number, type: number, number?: number) =>
  `${sessionId(eventId, innings)}.${type}${number === undefined ? '' : `.${number}`}`;

function battingName(score: FancyBookScore): string {
  return battingSide(score.state) === 'home' ? score.home : score.away;
}

/** The over the next legal ball belongs to, from 1. */
function currentOver(state: CricketState): number {
  return Math.floor(state.balls / 6) + 1;
}

function overLines(eventId: string, score: FancyBookScore, over: number): FancyLine[] {
  const { innings } = score.state;
  const batting = battingName(score);
  return [
    {
      marketId: kindId(eventId, innings, LOTTERY, over),
      fancyType: LOTTERY,
      name: `${batting} over ${over} runs, last digit`,
      quote: overLotteryQuote,
    },
    {
      marketId: kindId(eventId, innings, ODD_EVEN, over),
      fancyType: ODD_EVEN,
      name: `${batting} over ${over} runs, odd or even`,
      quote: overOddEvenQuote,
    },
  ];
}

/** The lines that take bets now (between balls), in the order the tabs list them. */
export function liveFancyLines(eventId: string, score: FancyBookScore): FancyLine[] {
  const { state } = score;
  if (state.finished) return [];
  const { innings, oversPerInnings } = state;
  const batting = battingName(score);
  const lines: FancyLine[] = [
    {
      marketId: sessionId(eventId, innings),
      fancyType: SESSION,
      name: `${batting} ${oversPerInnings} over runs`,
      quote: () => sessionQuote(state),
    },
    {
      marketId: kindId(eventId, innings, BALL_BY_BALL, score.deliveries ?? 0),
      fancyType: BALL_BY_BALL,
      name: `${batting} ball ${Math.floor(state.balls / 6)}.${(state.balls % 6) + 1} runs`,
      quote: nextBallQuote,
    },
  ];
  if (ballsPerInnings(state) - state.balls > 6) {
    lines.push({
      marketId: kindId(eventId, innings, KHADDA),
      fancyType: KHADDA,
      name: `${batting} ${oversPerInnings} over runs (Khadda)`,
      quote: () => khaddaQuote(state),
    });
  }
  const nextOver = currentOver(state) + 1;
  if (score.overStartRuns !== undefined && nextOver <= oversPerInnings) {
    lines.push(...overLines(eventId, score, nextOver));
  }
  return lines;
}

export function liveFancyIds(eventId: string, score: FancyBookScore): string[] {
  return liveFancyLines(eventId, score).map((line) => line.marketId);
}

/** The live lines' quotes, in play. */
export function fancyQuoteUpdates(eventId: string, score: FancyBookScore): FeedUpdate[] {
  return liveFancyLines(eventId, score).map((line) => ({
    type: 'fancy_line',
    marketId: line.marketId,
    ...line.quote(),
  }));
}

/** The markets of the live lines that are not there yet (the sink skips any it already has). */
export function fancyOpenings(
  eventId: string,
  score: FancyBookScore,
  before: readonly string[] = [],
): FeedUpdate[] {
  return liveFancyLines(eventId, score)
    .filter((line) => !before.includes(line.marketId))
    .map((line) => ({
      type: 'fancy_market',
      eventId,
      marketId: line.marketId,
      name: line.name,
      fancyType: line.fancyType,
    }));
}

/**
 * The results one delivery decides: its Ball by Ball line, an over's Lottery and Odd/Even once
 * the over is bowled, the innings' session and Khadda when it ends (with any over left unfinished
 * voided), and the suspension of lines whose betting closed (an over that starts, Khadda before
 * the last over). `before` is the score the ball was bowled from, `after` the one it led to.
 */
export function fancyResults(
  eventId: string,
  before: FancyBookScore,
  after: FancyBookScore,
  delivery: Delivery,
): FeedUpdate[] {
  const { innings, oversPerInnings } = before.state;
  const runs = deliveryRuns(delivery);
  const inningsRuns = before.state.runs + runs;
  const legalBalls = before.state.balls + (delivery.kind === 'wide' ? 0 : 1);
  const inningsOver = after.state.finished || after.state.innings !== innings;
  const updates: FeedUpdate[] = [
    {
      type: 'rate_result',
      marketId: kindId(eventId, innings, BALL_BY_BALL, before.deliveries ?? 0),
      result: { runs },
    },
  ];
  const overDone = delivery.kind !== 'wide' && legalBalls % 6 === 0;
  if (overDone && before.overStartRuns !== undefined) {
    const over = legalBalls / 6;
    for (const type of [LOTTERY, ODD_EVEN]) {
      updates.push({
        type: 'rate_result',
        marketId: kindId(eventId, innings, type, over),
        result: { runs: inningsRuns - before.overStartRuns },
      });
    }
  }
  if (inningsOver) {
    for (const marketId of [sessionId(eventId, innings), kindId(eventId, innings, KHADDA)]) {
      updates.push({ type: 'rate_result', marketId, result: { runs: inningsRuns } });
    }
    // The over being bowled (when the innings ended inside it) and the next one never finished.
    for (let over = Math.floor(legalBalls / 6) + 1; over <= oversPerInnings; over += 1) {
      for (const type of [LOTTERY, ODD_EVEN]) {
        updates.push({
          type: 'rate_result',
          marketId: kindId(eventId, innings, type, over),
          result: 'void',
        });
      }
    }
    return updates;
  }
  const stillLive = liveFancyIds(eventId, after);
  for (const marketId of liveFancyIds(eventId, before)) {
    const settledNow = updates.some(
      (update) => 'marketId' in update && update.marketId === marketId,
    );
    if (!stillLive.includes(marketId) && !settledNow) {
      updates.push({ type: 'market_state', marketId, status: 'suspended', ballRunning: false });
    }
  }
  return updates;
}

/** The innings' runs at the start of the over the next ball belongs to, after this delivery. */
export function overStartRunsAfter(
  before: FancyBookScore,
  after: FancyBookScore,
  delivery: Delivery,
): number {
  if (after.state.innings !== before.state.innings) return 0;
  const overDone = delivery.kind !== 'wide' && after.state.balls % 6 === 0;
  return overDone ? after.state.runs : (before.overStartRuns ?? 0);
}
