/**
 * The day an empty sandbox starts with, so a freshly started site is never bare: in each sport one
 * match already in play (played forward from its start to a point of its first half), fixtures
 * later today and tomorrow, and the results of the two days before. After that the usual rule
 * keeps the day going: the next match is listed ahead whenever none starts sooner.
 */
import type { FeedEventRow } from './queries.js';

const HOUR_MS = 3_600_000;

/** Fixtures listed at the start, this far ahead. */
export const LATER_FIXTURES_MS: readonly number[] = [2 * HOUR_MS, 5 * HOUR_MS, 26 * HOUR_MS];

/** Results at the start, of matches that began this long ago. */
export const PAST_RESULTS_MS: readonly number[] = [26 * HOUR_MS, 50 * HOUR_MS];

/** Whether a sport's next match must be listed: none of its fixtures starts within `aheadMs`. */
export function needsNextFixture(
  events: readonly Pick<FeedEventRow, 'status' | 'open_date'>[],
  nowMs: number,
  aheadMs: number,
): boolean {
  return !events.some(
    (event) => event.status === 'upcoming' && Date.parse(event.open_date) <= nowMs + aheadMs,
  );
}

/** How many steps (balls, minutes, games) the match in play has already run: a few to many. */
export function stepsAlreadyPlayed(random: () => number, fewest: number, most: number): number {
  return fewest + Math.floor(random() * (most - fewest + 1));
}
