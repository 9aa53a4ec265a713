import { describe, expect, it } from 'vitest';
// The module's memory is shared by the files a worker runs (isolate: false): ids and markets here
// are ones no other test uses.
import { forgetOwnRecalls, isOwnCancel, noteOwnCancel, noteOwnRecall } from './own-cancels';

describe('own cancels', () => {
  it("remembers this tab's cancels and recalls, and forgets a recall once the bets were read", () => {
    noteOwnCancel(9_000_001);
    noteOwnRecall('1.own-cancels-test');
    expect(isOwnCancel({ id: 9_000_001, market_id: '1.x' })).toBe(true);
    expect(isOwnCancel({ id: 9_000_002, market_id: '1.own-cancels-test' })).toBe(true);
    expect(isOwnCancel({ id: 9_000_003, market_id: '1.x' })).toBe(false);
    forgetOwnRecalls();
    expect(isOwnCancel({ id: 9_000_002, market_id: '1.own-cancels-test' })).toBe(false);
    expect(isOwnCancel({ id: 9_000_001, market_id: '1.x' })).toBe(true);
  });

  it('keeps the newest 500 cancels of a long session', () => {
    for (let id = 9_100_000; id < 9_100_600; id += 1) noteOwnCancel(id);
    expect(isOwnCancel({ id: 9_100_099, market_id: 'm' })).toBe(false);
    expect(isOwnCancel({ id: 9_100_100, market_id: 'm' })).toBe(true);
    expect(isOwnCancel({ id: 9_100_599, market_id: 'm' })).toBe(true);
  });
});
