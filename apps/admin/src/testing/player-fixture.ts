/** One player as the console's player calls answer for it, for the player screen's tests. */
import type { PlayerDetailResponse, PlayerSummary } from '@khela/contract';

export const playerSummary: PlayerSummary = {
  id: 7,
  username: 'rahim77',
  name: 'Rahim',
  phone: '01712345678',
  email: 'rahim@example.com',
  status: 'active',
  currency: 'BDT',
  created_at: '2026-11-20T06:00:00.000Z',
};

/** The player's page with no sign-ins; a test adds the ones it needs. */
export const playerDetail: PlayerDetailResponse = {
  player: {
    ...playerSummary,
    phone_verified: true,
    email_verified: false,
    vip_coin: 0,
    referral_code: 'ABC123',
    birthday: null,
  },
  balances: { main: 1000, exposure: 0, bonus: 0, withdrawal_hold: 0 },
  market_block: { exchange_market: 1, cs_market: 1, status: 'active' },
  sessions: [],
  identity: {
    state: 'none',
    reason: null,
    document_type: null,
    submitted_at: null,
    decided_at: null,
  },
  safer_gambling: {
    limits: (['deposit', 'loss'] as const).flatMap((kind) =>
      (['day', 'week', 'month'] as const).map((period) => ({
        kind,
        period,
        amount: null,
        used: 0,
        pending: null,
      })),
    ),
    break: null,
    reality_check_minutes: 60,
  },
};

export const emptyLedger = { data: [], page: 1, per_page: 50, total: 0, last_page: 1 };
