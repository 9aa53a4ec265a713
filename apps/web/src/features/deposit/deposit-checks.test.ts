// Proves Next's checks run in the spec's order (phone, pending deposit, amount, method, channel)
// and answer the contract's exact message for the first failure only.
import { depositMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { checkDeposit, type DepositChoices } from './deposit-checks';

const ready = { hasVerifiedPhone: true, hasPendingDeposit: false };
const complete: DepositChoices = {
  amount: '1000',
  provider: 'bKash',
  channel: 'Personal',
  promotionId: '',
};
const empty: DepositChoices = { amount: '', provider: '', channel: '', promotionId: '' };

function messageOf(result: ReturnType<typeof checkDeposit>): string | undefined {
  return result.ok ? undefined : result.message;
}

describe('checkDeposit', () => {
  it('asks for a verified phone before anything else', () => {
    expect(
      messageOf(checkDeposit({ hasVerifiedPhone: false, hasPendingDeposit: true }, empty)),
    ).toBe(depositMessages.phoneNotVerified);
  });

  it('then refuses while a deposit is pending', () => {
    expect(messageOf(checkDeposit({ ...ready, hasPendingDeposit: true }, empty))).toBe(
      depositMessages.pendingDeposit,
    );
  });

  it('then asks for the amount, the method and the channel, in that order', () => {
    expect(messageOf(checkDeposit(ready, empty))).toBe(depositMessages.amountRequired);
    expect(messageOf(checkDeposit(ready, { ...empty, amount: '500' }))).toBe(
      depositMessages.paymentMethodRequired,
    );
    expect(messageOf(checkDeposit(ready, { ...empty, amount: '500', provider: 'bKash' }))).toBe(
      depositMessages.channelRequired,
    );
  });

  it('keeps the amount within 100 to 25,000', () => {
    expect(messageOf(checkDeposit(ready, { ...complete, amount: '99' }))).toBe(
      depositMessages.amountOutOfRange,
    );
    expect(messageOf(checkDeposit(ready, { ...complete, amount: '25000.01' }))).toBe(
      depositMessages.amountOutOfRange,
    );
    expect(checkDeposit(ready, { ...complete, amount: '25000' }).ok).toBe(true);
  });

  it('gives the request to send when every check passes', () => {
    expect(checkDeposit(ready, { ...complete, promotionId: '3' })).toEqual({
      ok: true,
      request: { amount: 1000, provider: 'bKash', type: 'Personal', promotion: 3 },
    });
    expect(checkDeposit(ready, complete)).toEqual({
      ok: true,
      request: { amount: 1000, provider: 'bKash', type: 'Personal', promotion: undefined },
    });
  });
});
