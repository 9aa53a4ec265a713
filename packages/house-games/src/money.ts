/**
 * Stakes and payouts are integer paisa (the contract's Paisa brand). Payouts are computed in
 * BigInt so a stake times a long multiplier is exact before it is floored to the paisa.
 */
import type { Paisa } from '@khela/contract';

/** Throws unless the stake is a positive safe integer of paisa. */
export function assertStake(stakePaisa: Paisa): void {
  if (!Number.isSafeInteger(stakePaisa) || stakePaisa <= 0) {
    throw new RangeError(`stake must be a positive whole number of paisa, got ${stakePaisa}`);
  }
}

/** ⌊stake × numerator / denominator⌋ in paisa, exact for any sizes. */
export function floorPayout(stakePaisa: Paisa, numerator: number, denominator: number): Paisa {
  const payout = (BigInt(stakePaisa) * BigInt(numerator)) / BigInt(denominator);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('payout does not fit in a safe integer of paisa');
  }
  return Number(payout) as Paisa;
}

export const ZERO_PAISA = 0 as Paisa;
