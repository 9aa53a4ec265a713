/** Server answers for the deposit screens' tests, shaped as the contract says. */
import type { EwalletDepositResponse, PaymentMethod, ListedPromotion, User } from '@khela/contract';
import type { MakePaymentState } from '../make-payment-state';
import { userFixture } from '../../../testing/user-fixture';

export const verifiedUser: User = userFixture();

function method(
  id: number,
  name: string,
  accountType: PaymentMethod['account_type'],
  bonus: number,
): PaymentMethod {
  return {
    id,
    name,
    icon: `/storage/payments/${name.toLowerCase()}.svg`,
    status: 'active',
    account_type: accountType,
    bonus_percent: bonus,
  };
}

export const bkashChannels = [
  method(1, 'bKash', 'Agent', 3),
  method(2, 'bKash', 'Personal', 3),
  method(3, 'bKash', 'Merchant', 3),
];

export const paymentMethodsFixture: PaymentMethod[] = [
  ...bkashChannels,
  method(4, 'Nagad', 'Agent', 0),
  method(5, 'Rocket', 'Personal', 0),
];

export const promotionsFixture: ListedPromotion[] = [
  {
    id: 1,
    name: '100% Welcome Bonus',
    desc: 'Double your first deposit.',
    thumbnail: '/storage/promotions/promotion-1.svg',
    start_date: '2025-01-01',
    end_date: '2099-12-31',
    status: 'display',
    deposit_bouns: 100,
    turnover: 10,
    categories: [],
  },
  {
    id: 2,
    name: 'Fishing Frenzy Cashback',
    desc: 'Five percent back.',
    thumbnail: '/storage/promotions/promotion-2.svg',
    start_date: '2025-01-01',
    end_date: '2099-12-31',
    status: 'display',
    deposit_bouns: 0,
    turnover: 1,
    categories: [],
  },
];

export const manualDepositResponse: EwalletDepositResponse = {
  message: 'Deposit request created.',
  url: null,
  amount: 1000,
  transaction: 'DEP-0001',
  number: '01798765432',
  timer: 10,
};

export function makePaymentState(overrides: Partial<MakePaymentState> = {}): MakePaymentState {
  return {
    amount: 1000,
    icon: '/storage/payments/bkash.svg',
    timer: 10,
    response: manualDepositResponse,
    provider: 'bKash',
    accountType: 'Personal',
    startedAt: Date.now(),
    ...overrides,
  };
}

export function signIn(): void {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
  window.localStorage.setItem('username', 'player0001');
}
