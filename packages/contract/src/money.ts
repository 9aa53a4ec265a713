/**
 * Money units. Amounts are integer paisa (1 taka = 100 paisa) everywhere inside the system;
 * the API speaks taka with at most two decimals. This file is the only place that converts.
 */

/** An integer count of paisa. The brand stops taka and paisa from being mixed by accident. */
export type Paisa = number & { readonly __brand: 'Paisa' };

export const PAISA_PER_TAKA = 100;

/** Asserts a safe integer and brands it as paisa. */
export function paisa(value: number): Paisa {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`paisa must be a safe integer, got ${value}`);
  }
  return value as Paisa;
}

/** True when a taka amount has at most two decimals and fits in a safe integer of paisa. */
export function isWholePaisa(taka: number): boolean {
  if (!Number.isFinite(taka)) return false;
  const scaled = Math.round(taka * PAISA_PER_TAKA);
  return Number.isSafeInteger(scaled) && Math.abs(scaled - taka * PAISA_PER_TAKA) < 1e-6;
}

/** Converts taka (at most two decimals) to paisa; throws on a third decimal instead of rounding. */
export function takaToPaisa(taka: number): Paisa {
  if (!isWholePaisa(taka)) {
    throw new RangeError(`taka amount must have at most two decimals, got ${taka}`);
  }
  return paisa(Math.round(taka * PAISA_PER_TAKA));
}

/**
 * Taka as typed or computed (any decimals) to the nearest paisa, for what a screen shows or
 * estimates; what the server accepts goes through `takaToPaisa`, which refuses a third decimal.
 */
export function takaToNearestPaisa(taka: number): Paisa {
  return paisa(Math.round(taka * PAISA_PER_TAKA));
}

/** Converts paisa to taka for the wire; exact because paisa is an integer. */
export function paisaToTaka(amount: Paisa): number {
  return amount / PAISA_PER_TAKA;
}

/** Digits grouped as Bangladesh writes them: the last three, then in twos (12,34,567). */
export function groupSouthAsian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * An amount in messages the server writes (inbox, audit, refusals), grouped as the screens group
 * taka: ৳1,234.50, ৳2,00,000.00.
 */
export function takaLabel(amount: Paisa): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  const whole = groupSouthAsian(String(Math.floor(absolute / PAISA_PER_TAKA)));
  const fraction = String(absolute % PAISA_PER_TAKA).padStart(2, '0');
  return `${sign}৳${whole}.${fraction}`;
}
