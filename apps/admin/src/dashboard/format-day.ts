const dayLabel = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
});

/**
 * A YYYY-MM-DD day as the server names it (already a GMT+6 day), e.g. "Mon 23 Nov". It is read as
 * a calendar date at UTC midnight so no time zone can move it to the day before or after.
 */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed);
}
