/**
 * The slip's preview: what the player wins if the bet wins and what they lose if it loses, in
 * whole paisa, by the engine's own arithmetic (`@khela/exchange`), so the preview is exactly what
 * the server will hold and pay.
 */
import { paisa, paisaToTaka, takaToNearestPaisa, type StakeLimits } from '@khela/contract';
import { exchangePosition, rateLossPaisa, rateWinPaisa } from '@khela/exchange';
export type SlipKind = 'match_odds' | 'bookmaker' | 'fancy';
export type SlipSide = 'back' | 'lay' | 'yes' | 'no';

export interface SlipPreview {
  /** Taka won if the bet wins. */
  profit: number;
  /** Taka lost if the bet loses (held as exposure while open). */
  liability: number;
}

const toTaka = (amount: number) => paisaToTaka(paisa(amount));
/** Odds in hundredths (2.5 → 250), the engine's price unit. */
const toHundredths = (price: number) => Math.round(price * 100);

/**
 * Match Odds: a back wins stake × (odds − 1) and risks the stake; a lay the reverse. Bookmaker and
 * Fancy pay at a rate (45 = 0.45 per taka): back and yes win stake × rate, lay and no risk it.
 */
export function slipPreview(
  kind: SlipKind,
  side: SlipSide,
  stake: number,
  price: number,
): SlipPreview {
  if (!Number.isFinite(stake) || !Number.isFinite(price)) return { profit: 0, liability: 0 };
  const stakePaisa = takaToNearestPaisa(stake);
  if (stakePaisa <= 0) return { profit: 0, liability: 0 };
  if (kind === 'match_odds') {
    const position = exchangePosition(
      0,
      side === 'lay' ? 'lay' : 'back',
      stakePaisa,
      toHundredths(price),
    );
    return { profit: toTaka(position.winPaisa), liability: toTaka(position.losePaisa) };
  }
  const isTaker = side === 'back' || side === 'yes';
  return isTaker
    ? { profit: toTaka(rateWinPaisa(stakePaisa, price)), liability: toTaka(stakePaisa) }
    : { profit: toTaka(stakePaisa), liability: toTaka(rateLossPaisa(stakePaisa, price)) };
}

/** A stake typed by the player: a positive amount with at most two decimals, or undefined. */
/**
 * What the stake box keeps of a keystroke or a paste: digits (Bangla ones read as their Latin
 * twins) and one decimal point with at most two places after it; letters and signs are dropped.
 */
export function cleanStakeInput(text: string): string {
  const latin = text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  const [whole = '', ...rest] = latin.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** A stake outside the market's limits (taka), when the market sent them. */
export function isOutsideLimits(stake: number, limits: StakeLimits | undefined): boolean {
  return limits !== undefined && (stake < limits.min || stake > limits.max);
}

export function parseSlipStake(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
}
