// Proves the withdrawal form's checks run in the spec's order ([contract: Validation]): withdrawals switched on, a
// verified phone, no pending withdrawal, then amount, account number and payment method, each with
// the contract's words; and which phones and payment_id a withdrawal uses.
import { withdrawBlockedMessage, withdrawMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  verifiedPhones,
  withdrawFieldsSchema,
  withdrawPaymentId,
  type WithdrawAccountState,
  type WithdrawFormValues,
} from './withdraw-rules';

/**
 * The one reason the form shows: the account's first, then the fields' first issue (the form
 * keeps only that one, see `isOneMessageAtATime`).
 */
function firstWithdrawProblem(account: WithdrawAccountState, values: WithdrawFormValues) {
  const blocked = withdrawBlockedMessage(account);
  if (blocked) return { message: blocked };
  const parsed = withdrawFieldsSchema.safeParse(values);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { message: issue.message, field: String(issue.path[0]) } : undefined;
}

const ready = { withdrawalsEnabled: true, hasVerifiedPhone: true, hasPendingWithdraw: false };
const filled = { provider: 'bKash', amount: '1000', account_number: '01712345678' };
const empty = { provider: '', amount: '', account_number: '' };

describe('firstWithdrawProblem', () => {
  it('passes a complete form for a player who may withdraw', () => {
    expect(firstWithdrawProblem(ready, filled)).toBeUndefined();
  });

  it('checks in the spec order, one reason at a time', () => {
    const steps: [Parameters<typeof firstWithdrawProblem>, string, string | undefined][] = [
      [
        [{ ...ready, withdrawalsEnabled: false, hasVerifiedPhone: false }, empty],
        withdrawMessages.disabled,
        undefined,
      ],
      [
        [{ ...ready, hasVerifiedPhone: false, hasPendingWithdraw: true }, empty],
        withdrawMessages.phoneNotVerified,
        undefined,
      ],
      [
        [{ ...ready, hasPendingWithdraw: true }, empty],
        withdrawMessages.pendingWithdraw,
        undefined,
      ],
      [[ready, empty], withdrawMessages.amountRequired, 'amount'],
      [
        [ready, { ...empty, amount: '1000' }],
        withdrawMessages.accountNumberRequired,
        'account_number',
      ],
      [[ready, { ...filled, provider: '' }], withdrawMessages.paymentMethodRequired, 'provider'],
    ];
    for (const [args, message, field] of steps) {
      expect(firstWithdrawProblem(...args)).toEqual(field ? { message, field } : { message });
    }
  });

  it('refuses an amount outside 500 to 25,000 or with a third decimal', () => {
    for (const amount of ['499.99', '25000.01']) {
      expect(firstWithdrawProblem(ready, { ...filled, amount })).toEqual({
        message: withdrawMessages.amountOutOfRange,
        field: 'amount',
      });
    }
    expect(firstWithdrawProblem(ready, { ...filled, amount: '500.123' })?.field).toBe('amount');
    expect(firstWithdrawProblem(ready, { ...filled, amount: '500' })).toBeUndefined();
    expect(firstWithdrawProblem(ready, { ...filled, amount: '25000' })).toBeUndefined();
  });
});

describe('verifiedPhones', () => {
  it('offers the primary phone and the extra ones once verified, each once', () => {
    const primary = { phone: '01712345678', session_id: '1' as const };
    expect(verifiedPhones(primary, [])).toEqual(['01712345678']);
    expect(verifiedPhones({ ...primary, session_id: '0' }, [])).toEqual([]);
    expect(verifiedPhones({ phone: ' ', session_id: '1' }, [])).toEqual([]);
    expect(
      verifiedPhones({ ...primary, session_id: '0' }, [
        { contract_value: '01812345678', isverify: 1 },
        { contract_value: '01912345678', isverify: 0 },
      ]),
    ).toEqual(['01812345678']);
    expect(
      verifiedPhones(primary, [
        { contract_value: '01812345678', isverify: 1 },
        { contract_value: '01712345678', isverify: 1 },
      ]),
    ).toEqual(['01712345678', '01812345678']);
  });
});

describe('withdrawPaymentId', () => {
  it('sends the channel id, or 0 for an e-wallet list', () => {
    expect(withdrawPaymentId({ id: 7 }, false)).toBe(7);
    expect(withdrawPaymentId({ id: 7 }, true)).toBe(0);
  });
});
