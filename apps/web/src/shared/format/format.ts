/**
 * All display formatting: taka with South Asian grouping (1,00,000.00), Bangla digits for `bn`,
 * and times in Asia/Dhaka labelled GMT+6. Grouping and the time zone are computed here instead of
 * through Intl so every phone shows the same text whatever locale data its browser carries;
 * Bangladesh has kept UTC+6 all year since 2009, so a fixed offset is exact.
 */
import {
  CURRENCY_SYMBOL,
  groupSouthAsian,
  TIME_ZONE_LABEL,
  TIME_ZONE_OFFSET_MINUTES,
  type Language,
  takaToNearestPaisa,
} from '@khela/contract';

const banglaDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

export function toLocalDigits(text: string, language: Language): string {
  if (language !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)] ?? digit);
}

/** 1234567 → "12,34,567": the last three digits, then groups of two. */
/** A whole number with South Asian grouping, e.g. VIP points. */
export function formatNumber(value: number, language: Language): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  return toLocalDigits(sign + groupSouthAsian(String(Math.abs(rounded))), language);
}

/** A taka amount with two decimals: ৳1,00,000.00 (en), ৳১,০০,০০০.০০ (bn). */
export function formatTaka(amountTaka: number, language: Language): string {
  // Work in whole paisa so binary fractions (0.1 + 0.2) never show up as a rounding error.
  const paisa = takaToNearestPaisa(amountTaka);
  const sign = paisa < 0 ? '-' : '';
  const absolute = Math.abs(paisa);
  const whole = groupSouthAsian(String(Math.floor(absolute / 100)));
  const fraction = String(absolute % 100).padStart(2, '0');
  return toLocalDigits(`${sign}${CURRENCY_SYMBOL}${whole}.${fraction}`, language);
}

function dhakaParts(instant: Date | string | number) {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  const shifted = new Date(date.getTime() + TIME_ZONE_OFFSET_MINUTES * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: pad(shifted.getUTCDate()),
    month: pad(shifted.getUTCMonth() + 1),
    year: String(shifted.getUTCFullYear()),
    hours: pad(shifted.getUTCHours()),
    minutes: pad(shifted.getUTCMinutes()),
    seconds: pad(shifted.getUTCSeconds()),
  };
}

/** The calendar day in Dhaka as day/month/year (the spec's en-GB order): 23/11/2025. */
export function formatDate(instant: Date | string | number, language: Language): string {
  const parts = dhakaParts(instant);
  if (!parts) return '';
  return toLocalDigits(`${parts.day}/${parts.month}/${parts.year}`, language);
}

/** The Dhaka wall-clock time, 24-hour, with the zone label: 18:05:09 GMT+6. */
export function formatTime(
  instant: Date | string | number,
  language: Language,
  options: { seconds?: boolean } = {},
): string {
  const parts = dhakaParts(instant);
  if (!parts) return '';
  const clock = options.seconds
    ? `${parts.hours}:${parts.minutes}:${parts.seconds}`
    : `${parts.hours}:${parts.minutes}`;
  return toLocalDigits(`${clock} ${TIME_ZONE_LABEL}`, language);
}

/** Date and time together: 23/11/2025 18:05 GMT+6. */
export function formatDateTime(instant: Date | string | number, language: Language): string {
  const date = formatDate(instant, language);
  return date ? `${date} ${formatTime(instant, language)}` : '';
}
