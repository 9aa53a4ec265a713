/**
 * The cancellations this tab made itself (a bet's Cancel, a market's Recall, Recall All), so the
 * waiting-bet notices tell a player only what happened without them: a lapse at the in-play
 * turn, a market voided or recalled by a trader. Held in memory: another tab's cancel shows as
 * a notice there, which is what that tab's player did not do.
 */
const cancelledBets = new Set<number>();
/** Markets recalled since the notices last read the bets; `all` for Recall All. */
const recalledMarkets = new Set<string>();
const ALL_MARKETS = '*';
/** A long session keeps the newest cancels only: an older bet left the waiting list long ago. */
const CANCELS_KEPT = 500;

export function noteOwnCancel(betId: number): void {
  cancelledBets.add(betId);
  // A set keeps its insertion order, so the first entry is the oldest.
  while (cancelledBets.size > CANCELS_KEPT) {
    const oldest = cancelledBets.values().next().value;
    if (oldest === undefined) break;
    cancelledBets.delete(oldest);
  }
}

export function noteOwnRecall(marketId: string | undefined): void {
  recalledMarkets.add(marketId ?? ALL_MARKETS);
}

export function isOwnCancel(bet: { id: number; market_id: string }): boolean {
  return (
    cancelledBets.has(bet.id) ||
    recalledMarkets.has(ALL_MARKETS) ||
    recalledMarkets.has(bet.market_id)
  );
}

/** After the notices have read the bets once more: a recall covers only what it cancelled then. */
export function forgetOwnRecalls(): void {
  recalledMarkets.clear();
}
