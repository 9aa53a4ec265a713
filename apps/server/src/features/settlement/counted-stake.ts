/**
 * What a settled bet or round counts towards rebates (VIP points, the referrer's share) and bonus
 * turnover: not its stake, but the part of it that carries the house's expected take
 * (docs/decisions.md, "Rebates count risk"). Every counted taka carries at least
 * `REFERENCE_EDGE_PPM` of expected loss, and the operator's rebates may pay at most half of that,
 * so no sequence of bets earns more in rebates than it is expected to lose.
 *
 * Two pieces:
 * - the base: the stake of a casino round; for a market, the player's two-way risk there — the
 *   smaller of the worst loss and the best win over the outcomes (a hedged or offsetting position
 *   has nothing on one side and counts 0), never more than the bets' own two-way risks added up
 *   (so legs on different runners cannot inflate it);
 * - the weight: the expected loss per taka of that base (a game's edge; half the commission rate
 *   on a commission market; half the overround of the house's two-sided quote on a Bookmaker or
 *   Fancy market) over the reference edge, at most 1.
 *
 * Weights and rates are in parts per million, so the arithmetic stays in whole numbers.
 */

export const PPM = 1_000_000;
/** What a typical slot keeps (RTP 96 %): a taka of stake at this edge or more counts in full. */
export const REFERENCE_EDGE_PPM = 40_000;
/** The most the rebates together (VIP cash value + referral share) may pay per counted taka. */
export const REBATE_RATE_MAX_PPM = REFERENCE_EDGE_PPM / 2;

/** The weight of a base whose every taka is expected to lose `edgePpm`: 0 to PPM. */
export function weightForEdgePpm(edgePpm: number): number {
  if (!Number.isFinite(edgePpm) || edgePpm <= 0) return 0;
  return Math.min(PPM, Math.floor((edgePpm * PPM) / REFERENCE_EDGE_PPM));
}

/** `basePaisa` at `weightPpm`, rounded down to whole paisa. */
export function weighPaisa(basePaisa: number, weightPpm: number): number {
  if (basePaisa <= 0 || weightPpm <= 0) return 0;
  return Math.floor((basePaisa * Math.min(PPM, weightPpm)) / PPM);
}

/** The smaller of the worst loss and the best win over the outcomes' P&L (0 when either is 0). */
export function twoWayRiskPaisa(pnlByOutcome: Iterable<number>): number {
  let worst = 0;
  let best = 0;
  for (const pnl of pnlByOutcome) {
    worst = Math.min(worst, pnl);
    best = Math.max(best, pnl);
  }
  return Math.max(0, Math.min(-worst, best));
}

/**
 * What a player's settled position on one market counts: its two-way risk, capped by the sum of
 * its bets' own two-way risks, at the weight of the least profitable (to the house) bet in it.
 */
export function countedPositionPaisa(position: {
  pnlByOutcome: Iterable<number>;
  /** Each bet's min(win, loss). */
  betTwoWayRisks: readonly number[];
  /** Each bet's weight, or one weight for the whole market. */
  weightsPpm: readonly number[];
}): number {
  if (position.weightsPpm.length === 0) return 0;
  const betsTotal = position.betTwoWayRisks.reduce((sum, risk) => sum + Math.max(0, risk), 0);
  const base = Math.min(twoWayRiskPaisa(position.pnlByOutcome), betsTotal);
  return weighPaisa(base, Math.min(...position.weightsPpm));
}

/**
 * The weight of a commission market (players against players): the house's take is the commission
 * on the winner's net win, which is at least half the commission rate of a bet's two-way risk at
 * its matched price (docs/decisions.md has the arithmetic).
 */
export function commissionWeightPpm(commissionBasisPoints: number): number {
  return weightForEdgePpm((Math.max(0, commissionBasisPoints) * 100) / 2);
}

/**
 * The overround of a house quote, in ppm: `winRate` is the rate the winning side of a taker is paid
 * at (YES, back: wins stake × rate/100), `loseRate` the rate the other side's taker loses at (NO,
 * lay: loses stake × rate/100). 100/100 is a fair quote (0); NO 100 / YES 90 keeps about 2.6 %.
 */
export function quoteOverroundPpm(winRate: number, loseRate: number): number {
  if (!(winRate > 0) || !(loseRate > 0) || loseRate <= winRate) return 0;
  return Math.floor((100 * (loseRate - winRate) * PPM) / ((100 + winRate) * (100 + loseRate)));
}

/** The weight of a bet taken at a house quote: half its overround is the taker's expected loss. */
export function quoteWeightPpm(winRate: number, loseRate: number): number {
  return weightForEdgePpm(quoteOverroundPpm(winRate, loseRate) / 2);
}

/**
 * The rebates the operator's settings pay per counted taka, in ppm: VIP points per ৳100 times a
 * point's value in paisa (per 10,000 paisa), plus the referral share in basis points.
 */
export function rebateRatePpm(settings: {
  vipPointsPer100Taka: number;
  vipPointValuePaisa: number;
  referralBasisPoints: number;
}): number {
  const vip = Math.max(0, settings.vipPointsPer100Taka) * Math.max(0, settings.vipPointValuePaisa);
  return vip * 100 + Math.max(0, settings.referralBasisPoints) * 100;
}
