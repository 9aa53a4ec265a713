import { describe, expect, it } from 'vitest';
import { forgetOwnRecalls, isOwnCancel, noteOwnCancel, noteOwnRecall } from './own-cancels';

describe('own cancels', () => {
  it("remembers this tab's cancels and recalls, and forgets a recall once the bets were read", () => {
    noteOwnCancel(1);
    noteOwnRecall('1.m');
    expect(isOwnCancel({ id: 1, market_id: '1.x' })).toBe(true);
    expect(isOwnCancel({ id: 2, market_id: '1.m' })).toBe(true);
    expect(isOwnCancel({ id: 3, market_id: '1.x' })).toBe(false);
    forgetOwnRecalls();
    expect(isOwnCancel({ id: 2, market_id: '1.m' })).toBe(false);
    expect(isOwnCancel({ id: 1, market_id: '1.x' })).toBe(true);
  });

  it('keeps the newest 500 cancels of a long session', () => {
    for (let id = 1_000; id < 1_600; id += 1) noteOwnCancel(id);
    expect(isOwnCancel({ id: 1_099, market_id: 'm' })).toBe(false);
    expect(isOwnCancel({ id: 1_100, market_id: 'm' })).toBe(true);
    expect(isOwnCancel({ id: 1_599, market_id: 'm' })).toBe(true);
  });
});
