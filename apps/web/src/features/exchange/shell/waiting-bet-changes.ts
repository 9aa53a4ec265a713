/**
 * What happened to the player's waiting Match Odds bets between two reads of their bets: more of
 * a bet matched (another player took it), or what still waited was cancelled by the market (a
 * lapse at the in-play turn, a void, a trader's recall). Cancellations this tab made itself are
 * left out: the player already knows.
 */
import type { ExchangeBet } from '@khela/contract';

export type WaitingBetChange =
  | { kind: 'matched'; bet: ExchangeBet; newlyMatched: number }
  | { kind: 'cancelled'; bet: ExchangeBet; cancelled: number };

/** A bet part of whose stake still waits in the book for a taker. */
export function isWaiting(bet: ExchangeBet): boolean {
  return bet.status === 'open' && bet.unmatched > 0;
}

/** Taka as the server sends it, compared in paisa so 0.1 + 0.2 never reads as a change. */
const paisaOf = (taka: number) => Math.round(taka * 100);

export function waitingBetChanges(
  waitingBefore: ReadonlyMap<number, ExchangeBet>,
  now: readonly ExchangeBet[],
  isOwnCancel: (bet: ExchangeBet) => boolean,
): WaitingBetChange[] {
  const changes: WaitingBetChange[] = [];
  for (const bet of now) {
    const before = waitingBefore.get(bet.id);
    if (!before) continue;
    const newlyMatched = paisaOf(bet.matched) - paisaOf(before.matched);
    if (newlyMatched > 0) changes.push({ kind: 'matched', bet, newlyMatched: newlyMatched / 100 });
    const cancelled = paisaOf(bet.cancelled) - paisaOf(before.cancelled);
    if (cancelled > 0 && !isOwnCancel(bet)) {
      changes.push({ kind: 'cancelled', bet, cancelled: cancelled / 100 });
    }
  }
  return changes;
}

export function waitingBetsById(bets: readonly ExchangeBet[]): Map<number, ExchangeBet> {
  return new Map(bets.filter(isWaiting).map((bet) => [bet.id, bet]));
}
