/** Today's date in Bangladesh (UTC+6 all year) as YYYY-MM-DD, as the server judges birthdays. */
import { TIME_ZONE_OFFSET_MINUTES } from '@khela/contract';

export function dhakaToday(nowMs: number = Date.now()): string {
  return new Date(nowMs + TIME_ZONE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
