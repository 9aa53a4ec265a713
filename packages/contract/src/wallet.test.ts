// Proves the deposit, make-payment and withdrawal rules of [contract: Validation] and the [contract: Error texts]/[contract: Limits] texts:
// each message from an input breaking only its rule, in the spec's order, with range edges.
import { describe, it, expect } from 'vitest';
import {
  depositBlockedMessage,
  depositMessages,
  ewalletConfirmRequestSchema,
  ewalletDepositRequestSchema,
  ewalletDepositResponseSchema,
  isDateOfBirthError,
  makePaymentFailedMessage,
  makePaymentMessages,
  maskAccountNumber,
  normalizeAccountType,
  paymentMethodItems,
  paymentRequestMessages,
  showPaymentMethodRequestSchema,
  submitDepositRequestSchema,
  submitWithdrawRequestSchema,
  visiblePaymentMethods,
  walletNumberRequestSchema,
  withdrawBlockedMessage,
  withdrawCheckRequestSchema,
  withdrawMessages,
} from './wallet.js';
import { fieldMessages, firstMessage, messagesOf } from './testing/issues.js';

const accountNumberInvalid = 'অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।';
const transactionIdInvalid = 'অনুগ্রহ করে সঠিক TrxID (লেনদেন আইডি) দিন, কমপক্ষে ৭ অক্ষর।';

describe('before a deposit', () => {
  it('needs a verified phone, then no pending deposit', () => {
    expect(depositBlockedMessage({ hasVerifiedPhone: false, hasPendingDeposit: true })).toBe(
      'Please verify your phone number first.',
    );
    expect(depositBlockedMessage({ hasVerifiedPhone: true, hasPendingDeposit: true })).toBe(
      'You already have a pending deposit. Please wait until it is processed.',
    );
    expect(
      depositBlockedMessage({ hasVerifiedPhone: true, hasPendingDeposit: false }),
    ).toBeUndefined();
  });
});

describe('ewalletDepositRequestSchema', () => {
  const valid = { amount: 500, provider: 'bKash', type: 'Personal', promotion: 3 };

  it('accepts a deposit, coercing form values and dropping an empty promotion', () => {
    expect(ewalletDepositRequestSchema.parse({ ...valid, amount: '500', promotion: '3' })).toEqual(
      valid,
    );
    expect(ewalletDepositRequestSchema.parse({ ...valid, promotion: '' })).toEqual({
      ...valid,
      promotion: undefined,
    });
    expect(ewalletDepositRequestSchema.parse({ ...valid, promotion: 0 }).promotion).toBeUndefined();
  });

  it("requires the amount: 'Please fill in your amount.'", () => {
    for (const amount of [undefined, '', '  ', null, 'abc']) {
      expect(firstMessage(ewalletDepositRequestSchema, { ...valid, amount })).toBe(
        'Please fill in your amount.',
      );
    }
  });

  it('keeps the amount within 100 to 25,000, edges included', () => {
    const range = 'Deposit amount must be between 100 and 25,000.';
    expect(firstMessage(ewalletDepositRequestSchema, { ...valid, amount: 99.99 })).toBe(range);
    expect(ewalletDepositRequestSchema.safeParse({ ...valid, amount: 100 }).success).toBe(true);
    expect(ewalletDepositRequestSchema.safeParse({ ...valid, amount: 25_000 }).success).toBe(true);
    expect(firstMessage(ewalletDepositRequestSchema, { ...valid, amount: 25_000.01 })).toBe(range);
    expect(firstMessage(ewalletDepositRequestSchema, { ...valid, amount: 0 })).toBe(range);
  });

  it('refuses a third decimal', () => {
    expect(firstMessage(ewalletDepositRequestSchema, { ...valid, amount: 100.005 })).toBe(
      'Amount can have at most two decimals.',
    );
  });

  it("requires the payment method: 'Please select a valid payment method.'", () => {
    expect(firstMessage(ewalletDepositRequestSchema, { ...valid, provider: '' })).toBe(
      'Please select a valid payment method.',
    );
  });

  it("requires the channel: 'Please select a Deposit channel.'", () => {
    for (const type of [undefined, '', 'Bank']) {
      expect(firstMessage(ewalletDepositRequestSchema, { ...valid, type })).toBe(
        'Please select a Deposit channel.',
      );
    }
  });

  it('checks in the spec order: amount, payment method, channel', () => {
    expect(messagesOf(ewalletDepositRequestSchema, {})).toEqual([
      'Please fill in your amount.',
      'Please select a valid payment method.',
      'Please select a Deposit channel.',
    ]);
  });

  it('fills the make-payment timer when the answer has none', () => {
    const answer = ewalletDepositResponseSchema.parse({
      message: 'ok',
      url: null,
      amount: 500,
      transaction: 'D1',
      number: '01712345678',
    });
    expect(answer.timer).toBe(10);
  });
});

describe('make-payment confirm', () => {
  const valid = { number: '01712345678', trxid: 'ABC1234', trx_id: 'D1' };

  it('accepts an 11-digit phone and a reference of 7 characters', () => {
    expect(ewalletConfirmRequestSchema.parse(valid)).toEqual(valid);
  });

  it('reads the sending number as typed: Bangla digits, spaces, +880', () => {
    for (const number of ['০১৭১২৩৪৫৬৭৮', '+880 1712-345678', '01712 345678']) {
      expect(ewalletConfirmRequestSchema.parse({ ...valid, number }).number, number).toBe(
        '01712345678',
      );
    }
  });

  it('asks for a valid 11-digit account number', () => {
    for (const number of ['', '0171234567', '017123456789', '0171234567a']) {
      expect(firstMessage(ewalletConfirmRequestSchema, { ...valid, number })).toBe(
        accountNumberInvalid,
      );
    }
  });

  it('asks for the TRX ID of at least 7 characters', () => {
    expect(firstMessage(ewalletConfirmRequestSchema, { ...valid, trxid: 'ABC123' })).toBe(
      transactionIdInvalid,
    );
    expect(firstMessage(ewalletConfirmRequestSchema, { ...valid, trxid: ' ' })).toBe(
      transactionIdInvalid,
    );
  });

  it('checks the phone before the reference', () => {
    expect(messagesOf(ewalletConfirmRequestSchema, { trx_id: 'D1' })).toEqual([
      accountNumberInvalid,
      transactionIdInvalid,
    ]);
  });

  it('keeps the texts of the result dialog', () => {
    expect(makePaymentFailedMessage('Duplicate TrxID')).toBe('Submission failed: Duplicate TrxID');
    expect(makePaymentMessages.success).toBe('আপনার ডিপোজিট সফল হয়েছে।');
    expect(makePaymentMessages.error).toMatch(/আবার চেষ্টা করুন/);
    expect(depositMessages.failed).toBe('An error occurred. Please try again.');
    expect(depositMessages.submitting).toBe('Submitting...');
    expect(paymentRequestMessages.title).toBe('Get Ready! Your Money is on its way');
  });
});

describe('submitDepositRequestSchema', () => {
  const valid = {
    amount: 1_000,
    payment_id: 4,
    account_number: '01712345678',
    transaction_id: 'TRX98765',
    promotion_id: 2,
    remote_id: 42,
  };

  it('accepts a submission', () => {
    expect(submitDepositRequestSchema.parse({ ...valid, remote_id: '42' })).toEqual(valid);
  });

  it('checks amount, payment method, phone and reference in order', () => {
    expect(messagesOf(submitDepositRequestSchema, { remote_id: 42 })).toEqual([
      'Please fill in your amount.',
      'Please select a valid payment method.',
      accountNumberInvalid,
      transactionIdInvalid,
    ]);
    expect(firstMessage(submitDepositRequestSchema, { ...valid, payment_id: 0 })).toBe(
      'Please select a valid payment method.',
    );
    expect(firstMessage(submitDepositRequestSchema, { ...valid, remote_id: undefined })).toBe(
      'remote_id is required',
    );
  });
});

describe('deposit lookups', () => {
  it('show-payment-method and wallet-number need the method, channel and amount', () => {
    expect(firstMessage(showPaymentMethodRequestSchema, { name: '' })).toBe(
      'Please select a valid payment method.',
    );
    expect(showPaymentMethodRequestSchema.parse({ name: ' Nagad ' })).toEqual({ name: 'Nagad' });
    expect(messagesOf(walletNumberRequestSchema, {})).toEqual([
      'Please fill in your amount.',
      'Please select a valid payment method.',
      'Please select a Deposit channel.',
    ]);
    expect(
      walletNumberRequestSchema.parse({ name: 'bKash', account_type: 'Agent', amount: '200' }),
    ).toEqual({ name: 'bKash', account_type: 'Agent', amount: 200 });
  });
});

describe('payment methods', () => {
  const bkashAgent = {
    id: 1,
    name: 'bKash',
    icon: 'b.png',
    status: 'active',
    account_type: 'Agent' as const,
    bonus_percent: 0,
  };
  const bkashPersonal = { ...bkashAgent, id: 2, name: 'BKASH', account_type: 'Personal' as const };
  const nagad = { ...bkashAgent, id: 3, name: 'Nagad', status: 'inactive' };

  it('shows active methods once per name, case-insensitive', () => {
    expect(visiblePaymentMethods([nagad, bkashAgent, bkashPersonal]).map((m) => m.id)).toEqual([1]);
  });

  it('reads both answer forms', () => {
    expect(paymentMethodItems([bkashAgent])).toEqual([bkashAgent]);
    expect(paymentMethodItems({ type: 'ewallet', pgs: [bkashPersonal] })).toEqual([bkashPersonal]);
    expect(normalizeAccountType('Marchent')).toBe('Merchant');
  });

  it('masks all but the first 2 and last 2 digits', () => {
    expect(maskAccountNumber('01712345678')).toBe('01*******78');
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});

describe('before a withdrawal', () => {
  const ready = { withdrawalsEnabled: true, hasVerifiedPhone: true, hasPendingWithdraw: false };

  it('needs withdrawals on, a verified phone and no pending withdrawal', () => {
    expect(withdrawBlockedMessage({ ...ready, withdrawalsEnabled: false })).toBe(
      'Withdrawals are temporarily unavailable. Please try again later.',
    );
    expect(withdrawBlockedMessage({ ...ready, hasVerifiedPhone: false })).toBe(
      'Please verify your phone number first.',
    );
    expect(withdrawBlockedMessage({ ...ready, hasPendingWithdraw: true })).toBe(
      'You already have a pending withdrawal. Please wait until it is processed.',
    );
    expect(withdrawBlockedMessage(ready)).toBeUndefined();
  });

  it('the pre-check takes remote_id from the query', () => {
    expect(withdrawCheckRequestSchema.parse({ remote_id: '9' })).toEqual({ remote_id: 9 });
    expect(firstMessage(withdrawCheckRequestSchema, {})).toBe('remote_id is required');
  });

  it('links a Date of Birth error to the profile', () => {
    expect(isDateOfBirthError(withdrawMessages.dateOfBirthRequired)).toBe(true);
    expect(isDateOfBirthError('Please update your date of birth')).toBe(true);
    expect(isDateOfBirthError(withdrawMessages.turnoverIncomplete)).toBe(false);
  });
});

describe('submitWithdrawRequestSchema', () => {
  const valid = {
    amount: 500,
    account_number: '01712345678',
    provider: 'bKash',
    payment_id: 0,
    remote_id: 42,
  };

  it('accepts a withdrawal; payment_id defaults to 0 for an e-wallet', () => {
    expect(submitWithdrawRequestSchema.parse({ ...valid, payment_id: undefined })).toEqual(valid);
    expect(submitWithdrawRequestSchema.parse({ ...valid, payment_id: '5' }).payment_id).toBe(5);
  });

  it("requires the amount: 'Amount is required.'", () => {
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, amount: '' })).toBe(
      'Amount is required.',
    );
  });

  it('keeps the amount within 500 to 25,000, edges included', () => {
    const range = 'Withdrawal amount must be between 500 and 25,000.';
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, amount: 499 })).toBe(range);
    expect(submitWithdrawRequestSchema.safeParse({ ...valid, amount: 25_000 }).success).toBe(true);
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, amount: 25_001 })).toBe(range);
  });

  it("requires the account number: 'Account number is required.'", () => {
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, account_number: ' ' })).toBe(
      'Account number is required.',
    );
  });

  it('takes the account number as people type a phone, in the one stored form', () => {
    for (const typed of ['০১৭১২৩৪৫৬৭৮', '+880 1712-345-678', '+8801712 345678', '01712 345 678']) {
      const parsed = submitWithdrawRequestSchema.parse({ ...valid, account_number: typed });
      expect(parsed.account_number, typed).toBe('01712345678');
    }
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, account_number: ' - ' })).toBe(
      'Account number is required.',
    );
  });

  it("requires the method: 'Please select your payment method.'", () => {
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, provider: '' })).toBe(
      'Please select your payment method.',
    );
    expect(firstMessage(submitWithdrawRequestSchema, { ...valid, payment_id: -1 })).toBe(
      'Please select your payment method.',
    );
  });

  it('checks amount, account number, method in order', () => {
    expect(Object.values(fieldMessages(submitWithdrawRequestSchema, { remote_id: 42 }))).toEqual([
      ['Amount is required.'],
      ['Account number is required.'],
      ['Please select your payment method.'],
    ]);
  });

  it('keeps the withdrawal texts verbatim', () => {
    expect(withdrawMessages.noMethods).toBe('No widthdraw methods available. Try again later.');
    expect(withdrawMessages.success).toBe('Withdrawal successful!');
    expect(withdrawMessages.failed).toBe('An error occurred. Please try again.');
    expect(withdrawMessages.checkFailed).toBe('An error occurred.');
    expect(withdrawMessages.checkUnknown).toBe('An unknown error occurred.');
    expect(withdrawMessages.turnoverIncomplete).toBe(
      'Please complete your turnover and try again.',
    );
  });
});
