/**
 * The slip's preview: what the player wins if the bet wins and what they lose if it loses, in
 * whole paisa, rounded as the server rounds (a win down, a loss at a rate up), so the preview never
 * promises more than the server pays.
 */
export type SlipKind = 'match_odds' | 'bookmaker' | 'fancy';
export type SlipSide = 'back' | 'lay' | 'yes' | 'no';

export interface SlipPreview {
  /** Taka won if the bet wins. */
  profit: number;
  /** Taka lost if the bet loses (held as exposure while open). */
  liability: number;
}

const toPaisa = (taka: number) => Math.round(taka * 100);

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
    const moved = Math.floor((stakePaisa * (toPaisa(price) - 100)) / 100);
    return side === 'back'
      ? { profit: moved / 100, liability: stakePaisa / 100 }
      : { profit: stakePaisa / 100, liability: moved / 100 };
  }
  const isTaker = side === 'back' || side === 'yes';
  return isTaker
    ? { profit: Math.floor((stakePaisa * price) / 100) / 100, liability: stakePaisa / 100 }
    : { profit: stakePaisa / 100, liability: Math.ceil((stakePaisa * price) / 100) / 100 };
}

/** A stake typed by the player: a positive amount with at most two decimals, or undefined. */
export function parseSlipStake(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value > 0 ? value : undefined;
}
