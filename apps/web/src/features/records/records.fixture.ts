/** Transactions, turnover tickets and bets shaped as the server sends them, for the records' tests. */
import type { ExchangeRecord, GameBetRecord, Transaction, Turnover } from '@khela/contract';

export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: 'TRX-1',
    created_at: '2025-11-23T04:00:00.000Z',
    updated_at: '2025-11-23T04:00:00.000Z',
    action: 'deposit',
    amount: 1000,
    key: '1',
    payment_method: { icon: '/storage/payments/bkash.svg', name: 'bKash', type: 'Personal' },
    number: '01712345678',
    bank_name: null,
    promotion: null,
    initiated_at: null,
    completed_at: null,
    reason: null,
    ...overrides,
  };
}

export function turnoverFixture(overrides: Partial<Turnover> = {}): Turnover {
  return {
    id: 1,
    status: 'active',
    created_at: '2025-11-23T04:00:00.000Z',
    required_turnover: 20000,
    remaining_turnover: 15000,
    transaction: {
      action: 'deposit',
      promotion: { name: '100% Welcome Bonus', turnover: 10 },
      payment_method: { name: 'bKash' },
    },
    ...overrides,
  };
}

export function gameBetFixture(overrides: Partial<GameBetRecord> = {}): GameBetRecord {
  return {
    id: 1,
    created_at: '2025-11-23T04:00:00.000Z',
    platform: 'KHELA',
    game_type: 'SLOT',
    game_name: 'Khela Slots',
    bet_amount: 100,
    winAmount: 0,
    ...overrides,
  };
}

export function exchangeBetFixture(overrides: Partial<ExchangeRecord> = {}): ExchangeRecord {
  return {
    transaction_id: 'EX-1',
    created_at: '2025-11-23T04:00:00.000Z',
    event_name: 'Dhaka v Chattogram',
    game_type: 'Cricket',
    bet_type: 'back',
    market_name: 'Match Odds',
    selection_name: 'Dhaka',
    stake: 500,
    potential_profit: 450,
    potential_liability: 500,
    odds: 1.9,
    run: null,
    net_profit_loss: 450,
    status: 'WON',
    ...overrides,
  };
}
