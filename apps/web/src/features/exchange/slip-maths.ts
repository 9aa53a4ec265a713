/**
 * The slip's preview: what the player wins if the bet wins and what they lose if it loses, in
 * whole paisa, by the engine's own arithmetic (`@khela/exchange`), so the preview is exactly what
 * the server will hold and pay.
 */
import { exchangePosition, rateLossPaisa, rateWinPaisa } from '@khela/exchange';
export type SlipKind = 'match_odds' | 'bookmaker' | 'fancy';
export type SlipSide = 'back' | 'lay' | 'yes' | 'no';

export interface SlipPreview {
  /** Taka won if the bet wins. */
  profit: number;
  /** Taka lost if the bet loses (held as exposure while open). */
  liability: number;
}

const toPaisa = (taka: number) => Math.round(taka * 100);
const toTaka = (paisa: number) => paisa / 100;

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
  const stakePaisa = toPaisa(stake);
  if (!Number.isFinite(stake) || stakePaisa <= 0 || !Number.isFinite(price)) {
    return { profit: 0, liability: 0 };
  }
  if (kind === 'match_odds') {
    const position = exchangePosition(
      0,
      side === 'lay' ? 'lay' : 'back',
      stakePaisa,
      toPaisa(price),
    );
    return { profit: toTaka(position.winPaisa), liability: toTaka(position.losePaisa) };
  }
  const isTaker = side === 'back' || side === 'yes';
  return isTaker
    ? { profit: toTaka(rateWinPaisa(stakePaisa, price)), liability: toTaka(stakePaisa) }
    : { profit: toTaka(stakePaisa), liability: toTaka(rateLossPaisa(stakePaisa, price)) };
}

/** A stake typed by the player: a positive amount with at most two decimals, or undefined. */
export function parseSlipStake(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
}
