/**
 * Slots, 5 reels × 3 rows, 20 paylines (slots-machine.ts). A spin draws one uniform stop per reel
 * from the random stream; the payout is the line bet (stake ÷ 20) times the sum of the line pays.
 * The hot path works on symbol indices in plain arrays so the exhaustive RTP check (17.8 million
 * stop combinations) and the Monte Carlo test run the very function live spins use.
 */
import type { Paisa } from '@khela/contract';
import { createFairRandom, type FairSeeds } from './fairness.js';
import { assertStake, floorPayout } from './money.js';
import { randomInt, type RandomSource } from './random-source.js';
import {
  SLOTS_PAYLINES,
  SLOTS_PAYTABLE,
  SLOTS_REEL_COUNT,
  SLOTS_REEL_STRIPS,
  SLOTS_ROW_COUNT,
  SLOTS_SYMBOLS,
  type SlotsSymbol,
} from './slots-machine.js';

export const SLOTS_PAYLINE_COUNT = SLOTS_PAYLINES.length;

/** The exact RTP of the published machine (slots-rtp.test.ts proves it by full enumeration). */
export const SLOTS_RTP_NUMERATOR = 305_479;
export const SLOTS_RTP_DENOMINATOR = 318_304;
/** 95.9708 %. */
export const SLOTS_RTP = SLOTS_RTP_NUMERATOR / SLOTS_RTP_DENOMINATOR;
/** Standard deviation of one spin's payout per unit stake, from the same enumeration. */
export const SLOTS_PAYOUT_STANDARD_DEVIATION = 2.5851;

const WILD_INDEX = 0;
// Local copies: the test runner turns imported names into property reads on the module namespace,
// which would dominate the exhaustive enumeration's inner loop.
const REEL_COUNT = SLOTS_REEL_COUNT;
const ROW_COUNT = SLOTS_ROW_COUNT;
const symbolIndex = new Map<SlotsSymbol, number>(
  SLOTS_SYMBOLS.map((symbol, index) => [symbol, index]),
);

const RUN_SLOTS = REEL_COUNT + 1;

/** PAYS[symbol × 6 + run length]: the line pay, 0 below three of a kind. Flat for the hot loop. */
const PAYS: readonly number[] = SLOTS_SYMBOLS.flatMap((symbol) => [
  0,
  0,
  0,
  ...SLOTS_PAYTABLE[symbol],
]);

/** REEL_SYMBOLS[reel][stop] = symbol index on the strip. */
export const REEL_SYMBOLS: readonly (readonly number[])[] = SLOTS_REEL_STRIPS.map((strip) =>
  strip.map((symbol) => symbolIndex.get(symbol) as number),
);
export const REEL_LENGTHS: readonly number[] = REEL_SYMBOLS.map((strip) => strip.length);

/**
 * CELL_SYMBOL[reel][stop × 3 + row]: what the reel shows in that row when it stops there, and
 * LINE_ROWS[line × 5 + reel]: the row a payline crosses on a reel. Plain number arrays, read with
 * plain indices, keep totalLineMultiple fast enough to enumerate every stop combination.
 */
const CELL_SYMBOL: readonly (readonly number[])[] = REEL_SYMBOLS.map((strip) => {
  const cells: number[] = [];
  for (let stop = 0; stop < strip.length; stop += 1) {
    for (let row = 0; row < SLOTS_ROW_COUNT; row += 1) {
      cells.push(strip[(stop + row) % strip.length] as number);
    }
  }
  return cells;
});
const LINE_ROWS: readonly number[] = SLOTS_PAYLINES.flat();

function pay(symbol: number, run: number): number {
  return PAYS[symbol * RUN_SLOTS + run] as number;
}

/** Leading wilds of a line of five symbol indices. */
function leadingWilds(line: readonly number[]): number {
  let wilds = 0;
  while (wilds < REEL_COUNT && line[wilds] === WILD_INDEX) wilds += 1;
  return wilds;
}

/** How far the run of `symbol` (with wilds) reaches from reel 1. */
function runLength(line: readonly number[], symbol: number, from: number): number {
  let run = from;
  while (run < REEL_COUNT && (line[run] === symbol || line[run] === WILD_INDEX)) run += 1;
  return run;
}

/** The pay of one line (five symbol indices), in line bets: its best combination, or 0. */
export function lineMultiple(line: readonly number[]): number {
  const wilds = leadingWilds(line);
  const wildPay = pay(WILD_INDEX, wilds);
  if (wilds === REEL_COUNT) return wildPay;
  const symbol = line[wilds] as number;
  const symbolPay = pay(symbol, runLength(line, symbol, wilds + 1));
  return symbolPay > wildPay ? symbolPay : wildPay;
}

const lineScratch = [0, 0, 0, 0, 0];
const cellOffsets = [0, 0, 0, 0, 0];

/** The sum of all line pays for the reels stopped at `stops`, in line bets. */
export function totalLineMultiple(stops: readonly number[]): number {
  for (let reel = 0; reel < REEL_COUNT; reel += 1) {
    cellOffsets[reel] = (stops[reel] as number) * ROW_COUNT;
  }
  let total = 0;
  let rowIndex = 0;
  for (let line = 0; line < SLOTS_PAYLINE_COUNT; line += 1) {
    for (let reel = 0; reel < REEL_COUNT; reel += 1) {
      const cells = CELL_SYMBOL[reel] as readonly number[];
      lineScratch[reel] = cells[
        (cellOffsets[reel] as number) + (LINE_ROWS[rowIndex] as number)
      ] as number;
      rowIndex += 1;
    }
    total += lineMultiple(lineScratch);
  }
  return total;
}

export interface SlotsLineWin {
  /** Index into SLOTS_PAYLINES (shown to players as line index + 1). */
  readonly line: number;
  readonly symbol: SlotsSymbol;
  /** 3, 4 or 5: the winning cells are reels 1..count of that line. */
  readonly count: number;
  /** In line bets. */
  readonly multiple: number;
  readonly payoutPaisa: Paisa;
}

export interface SlotsSpin {
  readonly stakePaisa: Paisa;
  readonly stops: readonly number[];
  /** What each reel shows, top to bottom: reels[reel][row]. */
  readonly reels: readonly (readonly SlotsSymbol[])[];
  readonly lineWins: readonly SlotsLineWin[];
  /** Sum of the line pays, in line bets. */
  readonly totalMultiple: number;
  readonly payoutPaisa: Paisa;
}

/** A stake splits evenly over the 20 lines: a positive multiple of 20 paisa. */
export function isSlotsStake(stakePaisa: number): boolean {
  return (
    Number.isSafeInteger(stakePaisa) && stakePaisa > 0 && stakePaisa % SLOTS_PAYLINE_COUNT === 0
  );
}

/** One spin: a uniform stop per reel from the stream, then the line pays. */
export function spinSlots(random: RandomSource, stakePaisa: Paisa): SlotsSpin {
  assertSlotsStake(stakePaisa);
  const stops = REEL_LENGTHS.map((length) => randomInt(random, length));
  return slotsSpinAtStops(stops, stakePaisa);
}

/** The spin a verify page recomputes from the revealed seeds (the bet's nonce and its stake). */
export function slotsSpinFromSeeds(seeds: FairSeeds, stakePaisa: Paisa): SlotsSpin {
  return spinSlots(createFairRandom(seeds), stakePaisa);
}

/** The outcome of reels stopped at the given stops. */
export function slotsSpinAtStops(stops: readonly number[], stakePaisa: Paisa): SlotsSpin {
  assertSlotsStake(stakePaisa);
  assertStops(stops);
  const reels = stops.map((stop, reel) => {
    const strip = SLOTS_REEL_STRIPS[reel] as readonly SlotsSymbol[];
    return Array.from(
      { length: SLOTS_ROW_COUNT },
      (_, row) => strip[(stop + row) % strip.length] as SlotsSymbol,
    );
  });
  const lineWins: SlotsLineWin[] = [];
  SLOTS_PAYLINES.forEach((rows, line) => {
    const symbols = rows.map(
      (row, reel) => symbolIndex.get(reels[reel]?.[row] as SlotsSymbol) as number,
    );
    const win = describeLineWin(symbols);
    if (win) {
      lineWins.push({
        line,
        ...win,
        payoutPaisa: floorPayout(stakePaisa, win.multiple, SLOTS_PAYLINE_COUNT),
      });
    }
  });
  const totalMultiple = totalLineMultiple(stops);
  return {
    stakePaisa,
    stops: [...stops],
    reels,
    lineWins,
    totalMultiple,
    payoutPaisa: floorPayout(stakePaisa, totalMultiple, SLOTS_PAYLINE_COUNT),
  };
}

/** Which combination a line pays (the same choice as lineMultiple), or undefined. */
function describeLineWin(
  line: readonly number[],
): Omit<SlotsLineWin, 'line' | 'payoutPaisa'> | undefined {
  const multiple = lineMultiple(line);
  if (multiple === 0) return undefined;
  const wilds = leadingWilds(line);
  const wildPay = pay(WILD_INDEX, wilds);
  if (wilds === SLOTS_REEL_COUNT || multiple === wildPay) {
    return { symbol: SLOTS_SYMBOLS[WILD_INDEX], count: wilds, multiple };
  }
  const symbol = line[wilds] as number;
  return {
    symbol: SLOTS_SYMBOLS[symbol] as SlotsSymbol,
    count: runLength(line, symbol, wilds + 1),
    multiple,
  };
}

function assertSlotsStake(stakePaisa: Paisa): void {
  assertStake(stakePaisa);
  if (!isSlotsStake(stakePaisa)) {
    throw new RangeError(`a Slots stake is a multiple of ${SLOTS_PAYLINE_COUNT} paisa`);
  }
}

function assertStops(stops: readonly number[]): void {
  if (
    stops.length !== SLOTS_REEL_COUNT ||
    stops.some(
      (stop, reel) =>
        !Number.isSafeInteger(stop) || stop < 0 || stop >= (REEL_LENGTHS[reel] as number),
    )
  ) {
    throw new RangeError('stops must hold one stop per reel within the strip');
  }
}

export interface ExactRtp {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
}

/**
 * The exact RTP from the strips alone. Every stop is equally likely and each line reads one cell
 * per reel, so on every line reel r shows each symbol with probability count / strip length
 * whatever row the line crosses: every line has the same expected pay, and the RTP (line bet ×
 * 20 lines ÷ stake = 1) is that expectation. It is a sum over 8⁵ symbol combinations weighted by
 * the product of their counts, over the product of the strip lengths.
 */
export function slotsExactRtp(): ExactRtp {
  const counts = REEL_SYMBOLS.map((strip) =>
    SLOTS_SYMBOLS.map((_, symbol) => strip.filter((s) => s === symbol).length),
  );
  const line = [0, 0, 0, 0, 0];
  let numerator = 0;
  const visit = (reel: number, weight: number): void => {
    if (reel === SLOTS_REEL_COUNT) {
      numerator += weight * lineMultiple(line);
      return;
    }
    (counts[reel] as number[]).forEach((count, symbol) => {
      if (count === 0) return;
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    });
  };
  visit(0, 1);
  const denominator = REEL_LENGTHS.reduce((product, length) => product * length, 1);
  const divisor = greatestCommonDivisor(numerator, denominator);
  return {
    numerator: numerator / divisor,
    denominator: denominator / divisor,
    value: numerator / denominator,
  };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}
