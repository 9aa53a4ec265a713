/**
 * Money from odds, in integer paisa. Stakes are capped so that stake × price in hundredths stays
 * far inside the safe integers (10^10 × 10^5 = 10^15 < 2^53), and every division rounds one way,
 * written here once and branded `Paisa` by the contract's `paisa`.
 */
import { paisa, type Paisa } from '@khela/contract';

export const NO_PAISA = paisa(0);

/** The same amount the other way: what losing `amountPaisa` does to a P&L. */
export function negatedPaisa(amountPaisa: Paisa): Paisa {
  return paisa(0 - amountPaisa);
}

/** The largest stake the engine accepts: ৳10 crore. */
export const MAX_STAKE_PAISA = paisa(10_000_000_000);

export function assertStakePaisa(stakePaisa: Paisa): void {
  if (!Number.isSafeInteger(stakePaisa) || stakePaisa <= 0 || stakePaisa > MAX_STAKE_PAISA) {
    throw new RangeError(`a stake is 1 to ${MAX_STAKE_PAISA} paisa, got ${stakePaisa}`);
  }
}

/**
 * What a matched exchange stake moves between backer and layer when the backed runner wins:
 * ⌊stake × (price − 1)⌋. The same figure is the backer's profit and the layer's liability, so a
 * matched pair never creates or loses a paisa.
 */
export function exchangeProfitPaisa(stakePaisa: Paisa, priceHundredths: number): Paisa {
  return paisa(Math.floor((stakePaisa * (priceHundredths - 100)) / 100));
}

/** A player's win at a house rate (Bookmaker, Fancy): ⌊stake × rate / 100⌋. */
export function rateWinPaisa(stakePaisa: Paisa, rate: number): Paisa {
  return paisa(Math.floor((stakePaisa * rate) / 100));
}

/** A player's loss at a house rate: ⌈stake × rate / 100⌉ (rounding never favours the player twice). */
export function rateLossPaisa(stakePaisa: Paisa, rate: number): Paisa {
  return paisa(Math.ceil((stakePaisa * rate) / 100));
}

/** Commission on a market's net win, in basis points (500 = 5 %), floored; nothing on a loss. */
export function commissionPaisa(netWinPaisa: Paisa, rateBasisPoints: number): Paisa {
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`a commission rate is 0 to 10000 basis points, got ${rateBasisPoints}`);
  }
  if (netWinPaisa <= 0) return NO_PAISA;
  return paisa(Math.floor((netWinPaisa * rateBasisPoints) / 10_000));
}
