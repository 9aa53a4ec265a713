/**
 * Which list an event belongs to. In-Play is the Match Odds in-play flag ([contract: States]); Today
 * and Tomorrow are Bangladesh calendar days (GMT+6) of the start, for events not yet in play. An
 * event whose start has passed without going in play (a delayed toss) stays under Today.
 */
import { TIME_ZONE_OFFSET_MINUTES, type SportsEvent } from '@khela/contract';

export type EventListTab = 'inPlay' | 'today' | 'tomorrow';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka calendar day as a sortable number of days since 1970. */
export function dhakaDayNumber(instant: string | number): number {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  return Math.floor((ms + TIME_ZONE_OFFSET_MINUTES * 60_000) / DAY_MS);
}

export function isInTab(event: SportsEvent, tab: EventListTab, nowMs: number): boolean {
  if (tab === 'inPlay') return event.InPlay;
  if (event.InPlay) return false;
  const day = dhakaDayNumber(event.OpenDate);
  const today = dhakaDayNumber(nowMs);
  return tab === 'today' ? day <= today : day === today + 1;
}

/** In play first, then by start time; the server's order breaks ties. */
export function inPlayFirst<T extends SportsEvent>(events: readonly T[]): T[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (left, right) =>
        Number(right.event.InPlay) - Number(left.event.InPlay) ||
        Date.parse(left.event.OpenDate) - Date.parse(right.event.OpenDate) ||
        left.index - right.index,
    )
    .map(({ event }) => event);
}

/** Case-insensitive, ignoring spaces at either end; an empty query matches everything. */
export function matchesSearch(name: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}
