/**
 * Paytables in hundredths of the stake, fitted to a target RTP. A table's shape (how much more an
 * outcome pays than another) is the game's design; its scale is fitted so the exact expected return
 * is as close to the target as whole hundredths allow without passing it. Outcome probabilities are
 * exact counts over one total, so the RTP is an exact fraction, checked by enumeration in the tests.
 */
import { HOUSE_MAX_WIN_MULTIPLIER } from '@khela/contract';

/** The largest multiplier a table may hold, in hundredths. */
export const PAYTABLE_CAP_HUNDREDTHS = HOUSE_MAX_WIN_MULTIPLIER * 100;

/** An exact RTP: Σ count × hundredths over (total × 100). */
export interface PaytableRtp {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

export function paytableRtp(
  counts: readonly number[],
  total: number,
  hundredths: readonly number[],
): PaytableRtp {
  let numerator = 0n;
  counts.forEach((count, index) => {
    numerator += BigInt(count) * BigInt(hundredths[index] ?? 0);
  });
  return { numerator, denominator: BigInt(total) * 100n };
}

export function rtpValue(rtp: PaytableRtp): number {
  return Number((rtp.numerator * 1_000_000_000n) / rtp.denominator) / 1_000_000_000;
}

/**
 * Multipliers (hundredths) proportional to shape, capped at 1,000×, with the largest scale whose
 * RTP does not pass targetPercent; then the most likely paying outcomes take single hundredths
 * while the RTP stays within the target, so the table lands just under it.
 */
export function fitPaytable(
  counts: readonly number[],
  total: number,
  shape: readonly number[],
  targetPercent: number,
): number[] {
  const target = BigInt(total) * BigInt(targetPercent);
  const tableAt = (scale: number) =>
    shape.map((weight) =>
      weight <= 0 ? 0 : Math.min(PAYTABLE_CAP_HUNDREDTHS, Math.floor(weight * scale)),
    );
  const within = (table: readonly number[]) =>
    paytableRtp(counts, total, table).numerator <= target;
  let low = 0;
  let high = 1;
  while (within(tableAt(high))) high *= 2;
  for (let step = 0; step < 80; step += 1) {
    const middle = (low + high) / 2;
    if (within(tableAt(middle))) low = middle;
    else high = middle;
  }
  const table = tableAt(low);
  const byLikelihood = counts
    .map((count, index) => ({ count, index }))
    .filter(({ index }) => (shape[index] ?? 0) > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index);
  for (const { index } of byLikelihood) {
    for (;;) {
      const current = table[index] as number;
      if (current >= PAYTABLE_CAP_HUNDREDTHS) break;
      table[index] = current + 1;
      if (!within(table)) {
        table[index] = current;
        break;
      }
    }
  }
  return table;
}
