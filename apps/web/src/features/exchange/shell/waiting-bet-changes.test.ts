import { describe, expect, it } from 'vitest';
import { waitingLay } from './waiting-bet.fixture';
import { waitingBetChanges, waitingBetsById } from './waiting-bet-changes';

const lay = waitingLay;
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
