/**
 * The sandbox's Fancy lines on a simulated cricket match, one quote per kind: the fair chance of
 * each side from the delivery table, and the house's rates around it. Pure, like the match.
 *
 * - Fancy (session): NO at the projected innings total, YES one run above, both at 100.
 * - Khadda: the same total with a gap (NO two below, YES two above; the runs between pay neither),
 *   priced from a normal spread of the runs still to come.
 * - Ball by Ball: the next delivery's runs, NO 0 / YES 1 (a dot or a wicket against any run).
 * - Lottery: the last digit of an over's runs, NO 0–4 / YES 5–9 (lines 4 and 5 on the digit).
 * - Odd/Even: an over's runs, NO even / YES odd (lines 0 and 1 on the parity).
 */
import {
  ballsPerInnings,
  deliveryChances,
  deliveryRuns,
  type CricketState,
} from './cricket-match.js';
import { projectedInningsRuns } from './cricket-prices.js';

export interface FancyQuote {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** The house keeps about this share of a fair price on each side. */
const HOUSE_MARGIN = 0.05;
/** Chances are kept inside these bounds so rates stay finite. */
const CHANCE_FLOOR = 0.02;
/** More wides than this before one legal ball are left out (a chance below 10⁻¹⁵). */
const MOST_WIDES = 8;

/** Chances indexed by runs. */
type RunsChances = number[];

function addInto(target: RunsChances, runs: number, chance: number): void {
  target[runs] = (target[runs] ?? 0) + chance;
}

function convolve(a: RunsChances, b: RunsChances): RunsChances {
  const result: RunsChances = [];
  a.forEach((chanceA, runsA) => {
    b.forEach((chanceB, runsB) => addInto(result, runsA + runsB, chanceA * chanceB));
  });
  return Array.from(result, (chance) => chance ?? 0);
}

/** The runs the next delivery adds, whatever it is. */
export function deliveryRunsChances(): RunsChances {
  const chances: RunsChances = [];
  for (const { delivery, chance } of deliveryChances()) {
    addInto(chances, deliveryRuns(delivery), chance);
  }
  return Array.from(chances, (chance) => chance ?? 0);
}

/** The runs of one legal ball together with the wides bowled before it (a run each). */
function legalBallChances(): RunsChances {
  const all = deliveryChances();
  const wide = all
    .filter(({ delivery }) => delivery.kind === 'wide')
    .reduce((sum, { chance }) => sum + chance, 0);
  const legal: RunsChances = [];
  for (const { delivery, chance } of all) {
    if (delivery.kind !== 'wide') addInto(legal, deliveryRuns(delivery), chance / (1 - wide));
  }
  const result: RunsChances = [];
  for (let wides = 0; wides <= MOST_WIDES; wides += 1) {
    const before = wide ** wides * (1 - wide);
    legal.forEach((chance, runs) => addInto(result, runs + wides, chance * before));
  }
  return Array.from(result, (chance) => chance ?? 0);
}

let overRuns: RunsChances | undefined;

/** The runs of a whole over: six legal balls and the wides among them (worked out once). */
export function overRunsChances(): RunsChances {
  if (overRuns) return overRuns;
  const ball = legalBallChances();
  let over: RunsChances = [1];
  for (let legal = 0; legal < 6; legal += 1) over = convolve(over, ball);
  overRuns = over;
  return over;
}

function chanceWhere(chances: RunsChances, test: (runs: number) => boolean): number {
  return chances.reduce((sum, chance, runs) => (test(runs) ? sum + chance : sum), 0);
}

/** The standard normal distribution's CDF (Abramowitz and Stegun 26.2.17, error below 10⁻⁷). */
function normalBelow(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const polynomial =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI)) * polynomial;
  return z >= 0 ? 1 - tail : tail;
}

function bounded(chance: number): number {
  return Math.min(1 - CHANCE_FLOOR, Math.max(CHANCE_FLOOR, chance));
}

/**
 * The house's rates for a line whose YES wins with chance `yes` and NO with chance `no` (a result
 * between the lines loses both): YES at rate R wins R/100 of the stake, so a fair R is
 * 100 × (1 − yes) / yes, quoted below it; NO at rate R risks R/100 of the stake to win it, so a
 * fair R is 100 × no / (1 − no), quoted above it. Either side then loses about the margin.
 */
export function houseFancyRates(yes: number, no: number): { yesRate: number; noRate: number } {
  const yesChance = bounded(yes);
  const noChance = bounded(no);
  return {
    yesRate: Math.max(1, Math.floor(((100 * (1 - yesChance)) / yesChance) * (1 - HOUSE_MARGIN))),
    noRate: Math.max(1, Math.ceil(((100 * noChance) / (1 - noChance)) * (1 + HOUSE_MARGIN))),
  };
}

/** Fancy: the session's total at evens, the lines one run apart. */
export function sessionQuote(state: CricketState): FancyQuote {
  const noLine = Math.round(projectedInningsRuns(state));
  return { noLine, noRate: 100, yesLine: noLine + 1, yesRate: 100 };
}

/** Khadda: the session's total with a three-run gap, priced from the spread still to come. */
export function khaddaQuote(state: CricketState): FancyQuote {
  const projected = projectedInningsRuns(state);
  const centre = Math.round(projected);
  const noLine = Math.max(0, centre - 2);
  const yesLine = centre + 2;
  const ball = legalBallChances();
  const mean = ball.reduce((sum, chance, runs) => sum + chance * runs, 0);
  const variance = ball.reduce((sum, chance, runs) => sum + chance * (runs - mean) ** 2, 0);
  const spread = Math.max(0.5, Math.sqrt(variance * (ballsPerInnings(state) - state.balls)));
  // Whole runs: "at most noLine" is below noLine + ½, "at least yesLine" above yesLine − ½.
  const no = normalBelow((noLine + 0.5 - projected) / spread);
  const yes = 1 - normalBelow((yesLine - 0.5 - projected) / spread);
  return { noLine, yesLine, ...houseFancyRates(yes, no) };
}

/** Ball by Ball: any run off the next delivery (YES) against a dot or a wicket (NO). */
export function nextBallQuote(): FancyQuote {
  const noRun = deliveryRunsChances()[0] ?? 0;
  return { noLine: 0, yesLine: 1, ...houseFancyRates(1 - noRun, noRun) };
}

/** Lottery: an over's runs ending in 5 to 9 (YES) or 0 to 4 (NO). */
export function overLotteryQuote(): FancyQuote {
  const high = chanceWhere(overRunsChances(), (runs) => runs % 10 >= 5);
  return { noLine: 4, yesLine: 5, ...houseFancyRates(high, 1 - high) };
}

/** Odd/Even: an over's runs odd (YES) or even (NO). */
export function overOddEvenQuote(): FancyQuote {
  const odd = chanceWhere(overRunsChances(), (runs) => runs % 2 === 1);
  return { noLine: 0, yesLine: 1, ...houseFancyRates(odd, 1 - odd) };
}
