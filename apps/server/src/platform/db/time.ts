/**
 * Timestamps are stored as ISO-8601 UTC text on both dialects: they sort correctly as text and
 * read back identically from SQLite and PostgreSQL.
 */
export function isoNow(clock: () => number = Date.now): string {
  return new Date(clock()).toISOString();
}

export function isoAfterSeconds(seconds: number, clock: () => number = Date.now): string {
  return new Date(clock() + seconds * 1000).toISOString();
}

/** Calendar days (promotion dates, daily limits) are Bangladesh days. */
export function dhakaToday(nowMs: number = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(nowMs));
}
