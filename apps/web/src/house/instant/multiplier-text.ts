/** Multipliers and percents as the instant pages show them, in the player's digits. */
import type { Language } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';

/** Up to four decimals, at least two: 2× → "2.00×", 9,900 ÷ 2,449 → "4.0424×". */
export function multiplierText(multiplier: number, language: Language): string {
  const fixed = multiplier
    .toFixed(4)
    .replace(/(\.\d\d\d)0$/, '$1')
    .replace(/(\.\d\d)0$/, '$1');
  return `${toLocalDigits(fixed, language)}×`;
}

/** A fraction as a percent with two decimals: 0.99 → "99.00". */
export function percentText(fraction: number, language: Language): string {
  return toLocalDigits((Math.round(fraction * 10_000) / 100).toFixed(2), language);
}
