/**
 * A cricket match played ball by ball, for the built-in odds feed (the sandbox that stands in for
 * a real data feed, docs/decisions.md "Exchange feed"). Pure: the random numbers come in, the next
 * state goes out, so a match replays from its seed and the tests can drive it.
 *
 * Each delivery is a dot, runs (1, 2, 3, 4, 6), a wicket or a wide (one run, bowled again), with
 * frequencies close to short-format cricket. The side batting first sets a target; the chase ends
 * when it is reached, the balls run out or ten wickets fall. A tie voids Match Odds.
 */

export type CricketSide = 'home' | 'away';

export interface CricketState {
  readonly oversPerInnings: number;
  readonly innings: 1 | 2;
  /** Legal balls bowled in this innings. */
  readonly balls: number;
  readonly runs: number;
  readonly wickets: number;
  /** Runs of the first innings, once it is over. */
  readonly firstInningsRuns: number | null;
  /** Who bats first. */
  readonly battingFirst: CricketSide;
  readonly finished: boolean;
  /** The winner once finished; null for a tie. */
  readonly winner: CricketSide | null;
}

export type Delivery =
  { kind: 'runs'; runs: 0 | 1 | 2 | 3 | 4 | 6 } | { kind: 'wicket' } | { kind: 'wide' };

/** Cumulative chances of each delivery, in thousandths. */
const DELIVERY_TABLE: readonly [number, Delivery][] = [
  [330, { kind: 'runs', runs: 0 }],
  [680, { kind: 'runs', runs: 1 }],
  [770, { kind: 'runs', runs: 2 }],
  [780, { kind: 'runs', runs: 3 }],
  [890, { kind: 'runs', runs: 4 }],
  [940, { kind: 'runs', runs: 6 }],
  [985, { kind: 'wicket' }],
  [1000, { kind: 'wide' }],
];

/** Runs per legal ball under the table: (0.35 + 0.18 + 0.03 + 0.44 + 0.30 + 0.015) / 0.985. */
export const RUNS_PER_BALL = 1.335;

export function newCricketMatch(oversPerInnings: number, battingFirst: CricketSide): CricketState {
  if (!Number.isInteger(oversPerInnings) || oversPerInnings < 1 || oversPerInnings > 50) {
    throw new RangeError(`overs per innings must be 1 to 50, got ${oversPerInnings}`);
  }
  return {
    oversPerInnings,
    innings: 1,
    balls: 0,
    runs: 0,
    wickets: 0,
    firstInningsRuns: null,
    battingFirst,
    finished: false,
    winner: null,
  };
}

/** Each kind of delivery with its chance under the table (they add up to 1). */
export function deliveryChances(): { delivery: Delivery; chance: number }[] {
  let below = 0;
  return DELIVERY_TABLE.map(([upTo, delivery]) => {
    const chance = (upTo - below) / 1000;
    below = upTo;
    return { delivery, chance };
  });
}

/** The runs a delivery adds to the score: its runs, one for a wide, none for a wicket. */
export function deliveryRuns(delivery: Delivery): number {
  return delivery.kind === 'runs' ? delivery.runs : delivery.kind === 'wide' ? 1 : 0;
}

/** The delivery a random number in [0, 1) picks. */
export function deliveryFor(random: number): Delivery {
  const thousandth = Math.floor(random * 1000);
  for (const [upTo, delivery] of DELIVERY_TABLE) if (thousandth < upTo) return delivery;
  return { kind: 'runs', runs: 0 };
}

export function battingSide(state: CricketState): CricketSide {
  if (state.innings === 1) return state.battingFirst;
  return state.battingFirst === 'home' ? 'away' : 'home';
}

export function ballsPerInnings(state: CricketState): number {
  return state.oversPerInnings * 6;
}

/** The state after one delivery. */
export function bowl(state: CricketState, delivery: Delivery): CricketState {
  if (state.finished) throw new Error('the match is over');
  const legal = delivery.kind !== 'wide';
  const runs = state.runs + deliveryRuns(delivery);
  const wickets = state.wickets + (delivery.kind === 'wicket' ? 1 : 0);
  const balls = state.balls + (legal ? 1 : 0);
  const next = { ...state, runs, wickets, balls };
  const inningsOver = balls >= ballsPerInnings(state) || wickets >= 10;
  if (state.innings === 1) {
    if (!inningsOver) return next;
    return { ...next, innings: 2, balls: 0, runs: 0, wickets: 0, firstInningsRuns: runs };
  }
  const target = (state.firstInningsRuns ?? 0) + 1;
  const chaser = battingSide(state);
  const defender: CricketSide = chaser === 'home' ? 'away' : 'home';
  if (runs >= target) return { ...next, finished: true, winner: chaser };
  if (!inningsOver) return next;
  const tie = runs === target - 1;
  return { ...next, finished: true, winner: tie ? null : defender };
}

/** "112/3 (14.2 ov)" */
export function scoreLine(state: CricketState): string {
  const overs = `${Math.floor(state.balls / 6)}.${state.balls % 6}`;
  return `${state.runs}/${state.wickets} (${overs} ov)`;
}
