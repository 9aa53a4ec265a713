/**
 * Whole-number fields of requests (pages, limits, rates, sort orders) where one message answers
 * every failure: missing, not a number, not whole, or out of range.
 */
import { z } from 'zod';

/** A whole number from `min`, and up to `max` when there is one. */
export function wholeNumber(message: string, min: number, max?: number) {
  const atLeastMin = z.number({ error: message }).int(message).min(min, message);
  return max === undefined ? atLeastMin : atLeastMin.max(max, message);
}

/** A whole number above zero: an id or a page. */
export function positiveWholeNumber(message: string) {
  return z.number({ error: message }).int(message).positive(message);
}
