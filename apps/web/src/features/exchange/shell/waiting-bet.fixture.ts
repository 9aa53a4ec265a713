/** A lay of ৳100 at 2.04 that waits in the book, nothing matched yet: the notices' tests start here. */
import type { ExchangeBet } from '@khela/contract';

export const waitingLay: ExchangeBet = {
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
