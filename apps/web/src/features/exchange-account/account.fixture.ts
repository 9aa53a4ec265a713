/** Answers shaped as the contract says, for the Account screens' tests. */
import type {
  ExchangeActivityLogResponse,
  ExchangeBalanceOverviewResponse,
  ExchangeBetsHistoryResponse,
  ExchangeOpenBet,
  ExchangeProfitLossResponse,
} from '@khela/contract';

export const unmatchedBack: ExchangeOpenBet = {
  id: 11,
  kind: 'match_odds',
  sport: 'cricket',
  event_id: 'e-1',
  event_name: 'Dhaka v Khulna',
  market_id: '1.1',
  market_name: 'Match Odds',
  selection_name: 'Dhaka',
  side: 'back',
  odds: 2.5,
  rate: null,
  line: null,
  stake: 100,
  matched: 60,
  unmatched: 40,
  average_odds: 2.5,
  status: 'open',
  placed_at: '2026-11-23T06:00:00.000Z',
};

export const fancyYes: ExchangeOpenBet = {
  ...unmatchedBack,
  id: 12,
  kind: 'fancy',
  market_id: 'f-1',
  market_name: '6 over runs DHA',
  selection_name: '6 over runs DHA',
  side: 'yes',
  odds: null,
  rate: 90,
  line: 52,
  stake: 50,
  matched: 50,
  unmatched: 0,
  average_odds: null,
  status: 'matched',
};

export const historyPage: ExchangeBetsHistoryResponse = {
  data: [
    {
      ...unmatchedBack,
      id: 9,
      matched: 60,
      result: 'won',
      profit: 90,
      settled_at: '2026-11-23T08:00:00.000Z',
    },
    {
      ...unmatchedBack,
      id: 8,
      side: 'lay',
      selection_name: 'Khulna',
      matched: 20,
      result: 'lost',
      profit: -30,
      settled_at: '2026-11-23T07:00:00.000Z',
    },
  ],
  from: '2026-11-23',
  to: '2026-11-23',
  page: 1,
  page_size: 20,
  total: 45,
};

export const profitLoss: ExchangeProfitLossResponse = {
  markets: [
    {
      market_id: '1.1',
      market_name: 'Match Odds',
      kind: 'match_odds',
      sport: 'cricket',
      event_name: 'Dhaka v Khulna',
      settled_at: '2026-11-23T08:00:00.000Z',
      gross: 60,
      commission: 3,
      net: 57,
    },
  ],
  sports: [{ sport: 'cricket', gross: 60, commission: 3, net: 57 }],
  total: { gross: 60, commission: 3, net: 57 },
  from: '2026-11-23',
  to: '2026-11-23',
};

export const balanceOverview: ExchangeBalanceOverviewResponse = {
  balance: 1007,
  exposure: 50,
  data: [
    {
      id: 5,
      kind: 'commission',
      amount: -3,
      balance_after: 1007,
      market_id: '1.1',
      market_name: 'Match Odds',
      event_name: 'Dhaka v Khulna',
      created_at: '2026-11-23T08:00:00.000Z',
    },
    {
      id: 4,
      kind: 'settlement_won',
      amount: 60,
      balance_after: 1010,
      market_id: '1.1',
      market_name: 'Match Odds',
      event_name: 'Dhaka v Khulna',
      created_at: '2026-11-23T08:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  total: 2,
};

export const activityLog: ExchangeActivityLogResponse = {
  data: [
    {
      id: 3,
      signed_in_at: '2026-11-23T09:00:00.000Z',
      ip: '203.0.113.7',
      user_agent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      status: 'current',
      ended_at: null,
    },
    {
      id: 1,
      signed_in_at: '2026-11-20T09:00:00.000Z',
      ip: null,
      user_agent: null,
      status: 'signed_out',
      ended_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  page: 1,
  page_size: 20,
  total: 2,
};
