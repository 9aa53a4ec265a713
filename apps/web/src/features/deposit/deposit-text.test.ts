// Proves the English deposit, make-payment and payment-request labels are the contract's words.
import {
  depositChannelLabels,
  depositMessages,
  makePaymentFailedMessage,
  makePaymentTitles,
  paymentRequestMessages,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/i18n';

describe('deposit texts', () => {
  it('uses the contract labels, titles and sentences', () => {
    for (const type of ['Agent', 'Merchant', 'Personal'] as const) {
      expect(en.deposit.channels[type]).toBe(depositChannelLabels[type]);
      expect(en.makePayment.titles[type]).toBe(makePaymentTitles[type]);
    }
    expect(en.makePayment.submitting).toBe(depositMessages.submitting);
    expect(en.paymentRequest.title).toBe(paymentRequestMessages.title);
    expect(i18n.t('makePayment.submissionFailed', { message: 'Request expired.', lng: 'en' })).toBe(
      makePaymentFailedMessage('Request expired.'),
    );
  });
});
