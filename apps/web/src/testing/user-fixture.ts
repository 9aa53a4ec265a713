/** The signed-in player as GET /api/user/show answers, for the screens that show or check them. */
import type { User } from '@khela/contract';

/** A verified adult's account with 500 taka; a test overrides what it is about. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    username: 'player0001',
    name: 'Rahim Uddin',
    phone: '01712345678',
    email: 'rahim@example.com',
    currency: 'BDT',
    vip_coin: 0,
    session_id: '1',
    email_verified_at: null,
    dofb: null,
    balance: 500,
    referral_code: 'RAHIM1',
    cash_bonus: 0,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
