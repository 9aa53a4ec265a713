/**
 * Keno: the player picks 1–10 numbers from 1–40 and the round draws 10 (a Fisher–Yates shuffle of
 * 1–40 from the fair stream, stopped after ten places). The pay depends on how many picks were hit;
 * with p picks, h hits happen in C(p, h) · C(40 − p, 10 − h) of the C(40, 10) draws, so each table's
 * exact RTP is a sum over hits, proved in the tests; every table is fitted to just under 99 %.
 */
import type { KenoChoice, KenoResult, Paisa } from '@khela/contract';
import { KENO_DRAWN, KENO_NUMBERS, KENO_PICKS_MAX } from '@khela/contract';
import { binomial } from './mines.js';
import { assertStake, floorPayout } from './money.js';
import { fitPaytable, paytableRtp, rtpValue } from './paytable.js';
import { shuffledPrefix, type RandomSource } from './random-source.js';

export const KENO_RTP_TARGET_PERCENT = 99;
/** Each hit past the first paying one multiplies the pay by this much. */
const KENO_STEEPNESS = 3.2;

/** C(40, 10): every draw equally likely. */
export const KENO_DRAWS = binomial(KENO_NUMBERS, KENO_DRAWN);

/** The fewest hits that pay with this many picks: about the expected hits, rounded up. */
export function kenoFirstPayingHits(picks: number): number {
  return Math.max(1, Math.ceil((picks * KENO_DRAWN) / KENO_NUMBERS + 0.5));
}

/** How many draws give h hits to p picks, for h = 0…p. */
export function kenoHitCounts(picks: number): number[] {
  return Array.from(
    { length: picks + 1 },
    (_, hits) => binomial(picks, hits) * binomial(KENO_NUMBERS - picks, KENO_DRAWN - hits),
  );
}

function buildTable(picks: number): number[] {
  const first = kenoFirstPayingHits(picks);
  const shape = kenoHitCounts(picks).map((_, hits) =>
    hits < first ? 0 : KENO_STEEPNESS ** (hits - first),
  );
  return fitPaytable(kenoHitCounts(picks), KENO_DRAWS, shape, KENO_RTP_TARGET_PERCENT);
}

/** Tables by number of picks: multipliers in hundredths for 0…picks hits. */
export const KENO_PAYTABLES: Readonly<Record<number, readonly number[]>> = Object.fromEntries(
  Array.from({ length: KENO_PICKS_MAX }, (_, index) => [index + 1, buildTable(index + 1)]),
);

export function isKenoChoice(choice: KenoChoice): boolean {
  const { picks } = choice;
  return (
    picks.length >= 1 &&
    picks.length <= KENO_PICKS_MAX &&
    new Set(picks).size === picks.length &&
    picks.every((pick) => Number.isSafeInteger(pick) && pick >= 1 && pick <= KENO_NUMBERS)
  );
}

export function kenoTable(picks: number): readonly number[] {
  const table = KENO_PAYTABLES[picks];
  if (!table) throw new RangeError(`Keno takes 1–${KENO_PICKS_MAX} picks`);
  return table;
}

export function kenoRtp(picks: number): number {
  return rtpValue(paytableRtp(kenoHitCounts(picks), KENO_DRAWS, kenoTable(picks)));
}

/** Ten numbers of 1–40 in draw order, and the picks among them (in the order picked). */
export function kenoDraw(random: RandomSource, choice: KenoChoice): KenoResult {
  if (!isKenoChoice(choice)) throw new RangeError('Keno takes 1–10 different numbers of 1–40');
  const drawn = shuffledPrefix(random, KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1);
  return { drawn, hits: choice.picks.filter((pick) => drawn.includes(pick)) };
}

export function kenoHundredths(choice: KenoChoice, result: KenoResult): number {
  return kenoTable(choice.picks.length)[result.hits.length] ?? 0;
}

export function kenoPayoutPaisa(stakePaisa: Paisa, choice: KenoChoice, result: KenoResult): Paisa {
  assertStake(stakePaisa);
  return floorPayout(stakePaisa, kenoHundredths(choice, result), 100);
}
