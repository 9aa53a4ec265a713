/**
 * Plinko: a ball falls through 8 to 16 rows of pegs, going left or right at each with equal chance
 * (one bit of the fair stream per row), and lands in slot k = the number of rights, with chance
 * C(rows, k) ÷ 2^rows. Each slot pays a published multiplier; the edges pay most. Every table
 * (rows × risk) is fitted to just under 99 % and its exact RTP is proved by enumeration.
 */
import type { GameRisk, Paisa, PlinkoChoice, PlinkoResult } from '@khela/contract';
import { gameRisks, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from '@khela/contract';
import { binomial } from './mines.js';
import { assertStake, floorPayout } from './money.js';
import { fitPaytable, paytableRtp, rtpValue } from './paytable.js';
import type { RandomSource } from './random-source.js';

export const PLINKO_RTP_TARGET_PERCENT = 99;

/** How steeply the pay rises towards the edges: each step out from the middle multiplies it. */
const RISK_STEEPNESS: Readonly<Record<GameRisk, number>> = { low: 1.5, medium: 2.2, high: 3.2 };

function rowCounts(rows: number): number[] {
  return Array.from({ length: rows + 1 }, (_, slot) => binomial(rows, slot));
}

/** One table: slots 0…rows in hundredths, symmetric about the middle. */
function buildTable(rows: number, risk: GameRisk): number[] {
  // Fitted over distances from the middle so the table stays symmetric.
  const counts = rowCounts(rows);
  const distances = Math.floor(rows / 2) + 1;
  const distanceOf = (slot: number) => Math.floor(Math.abs(2 * slot - rows) / 2);
  const distanceCounts = new Array<number>(distances).fill(0);
  counts.forEach((count, slot) => {
    distanceCounts[distanceOf(slot)]! += count;
  });
  const shape = distanceCounts.map((_, distance) => RISK_STEEPNESS[risk] ** distance);
  const byDistance = fitPaytable(distanceCounts, 2 ** rows, shape, PLINKO_RTP_TARGET_PERCENT);
  return counts.map((_, slot) => byDistance[distanceOf(slot)] as number);
}

const rowsList = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, index) => PLINKO_ROWS_MIN + index,
);

/** Every paytable, by risk then rows: multipliers in hundredths for slots 0…rows. */
export const PLINKO_PAYTABLES: Readonly<
  Record<GameRisk, Readonly<Record<number, readonly number[]>>>
> = Object.fromEntries(
  gameRisks.map((risk) => [
    risk,
    Object.fromEntries(rowsList.map((rows) => [rows, buildTable(rows, risk)])),
  ]),
) as Record<GameRisk, Record<number, number[]>>;

export function isPlinkoChoice(choice: PlinkoChoice): boolean {
  return (
    Number.isSafeInteger(choice.rows) &&
    choice.rows >= PLINKO_ROWS_MIN &&
    choice.rows <= PLINKO_ROWS_MAX &&
    (gameRisks as readonly string[]).includes(choice.risk)
  );
}

export function plinkoTable(choice: PlinkoChoice): readonly number[] {
  if (!isPlinkoChoice(choice)) throw new RangeError('Plinko has 8–16 rows and three risks');
  return PLINKO_PAYTABLES[choice.risk][choice.rows] as readonly number[];
}

/** The exact RTP of one table. */
export function plinkoRtp(choice: PlinkoChoice): number {
  return rtpValue(paytableRtp(rowCounts(choice.rows), 2 ** choice.rows, plinkoTable(choice)));
}

/** The ball's path: the top bits of one word, one per row (most significant first). */
export function plinkoDrop(random: RandomSource, rows: number): PlinkoResult {
  const word = random.nextUint32();
  const path = Array.from({ length: rows }, (_, row) => (word >>> (31 - row)) & 1);
  return { path, slot: path.reduce((rights, step) => rights + step, 0) };
}

export function plinkoHundredths(choice: PlinkoChoice, result: PlinkoResult): number {
  const value = plinkoTable(choice)[result.slot];
  if (value === undefined) throw new RangeError(`slot must be 0–${choice.rows}`);
  return value;
}

export function plinkoPayoutPaisa(
  stakePaisa: Paisa,
  choice: PlinkoChoice,
  result: PlinkoResult,
): Paisa {
  assertStake(stakePaisa);
  return floorPayout(stakePaisa, plinkoHundredths(choice, result), 100);
}
