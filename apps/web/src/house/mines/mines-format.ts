/** Multipliers as the Mines page shows them: two decimals and ×, in the player's digits. */
import type { Language } from '@khela/contract';
import { toLocalDigits } from '../../shared/format/format';

export function formatMultiplier(multiplier: number, language: Language): string {
  return `${toLocalDigits(multiplier.toFixed(2), language)}×`;
}
