import type { ExchangeBet } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { waitingBetChanges, waitingBetsById } from './waiting-bet-changes';

const lay: ExchangeBet = {
  id: 7,
  market_id: '1.1',
  selection_id: 3,
  side: 'lay',
  odds: 2.04,
  stake: 100,
  matched: 0,
  unmatched: 100,
  cancelled: 0,
  average_odds: null,
  status: 'open',
  profit: null,
  placed_at: '2026-11-30T10:00:00.000Z',
};
const none = () => false;

describe('waiting bet changes', () => {
  it('tells a match by another player, whole or in part', () => {
    const before = waitingBetsById([lay]);
    const partly = { ...lay, matched: 40, unmatched: 60, average_odds: 2.04 };
    expect(waitingBetChanges(before, [partly], none)).toEqual([
      { kind: 'matched', bet: partly, newlyMatched: 40 },
    ]);
    const whole = { ...partly, matched: 100, unmatched: 0, status: 'matched' as const };
    expect(waitingBetChanges(waitingBetsById([partly]), [whole], none)).toEqual([
      { kind: 'matched', bet: whole, newlyMatched: 60 },
    ]);
  });

  it("tells the market's cancellation, not the player's own", () => {
    const lapsed = { ...lay, unmatched: 0, cancelled: 100, status: 'cancelled' as const };
    const before = waitingBetsById([lay]);
    expect(waitingBetChanges(before, [lapsed], none)).toEqual([
      { kind: 'cancelled', bet: lapsed, cancelled: 100 },
    ]);
    expect(waitingBetChanges(before, [lapsed], (bet) => bet.id === 7)).toEqual([]);
  });

  it('says nothing of bets that were not waiting, nor of a bet unchanged', () => {
    const matched = { ...lay, id: 8, matched: 100, unmatched: 0, status: 'matched' as const };
    expect(waitingBetsById([matched]).size).toBe(0);
    expect(waitingBetChanges(waitingBetsById([lay]), [lay], none)).toEqual([]);
    expect(waitingBetChanges(new Map(), [{ ...lay, matched: 100, unmatched: 0 }], none)).toEqual(
      [],
    );
  });
});
