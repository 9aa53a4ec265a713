/** The checkout page's small pieces: taka formatting, escaping and the return URL it builds. */
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/http/escape-html.js';
import { formatTaka, returnStatus, returnUrlFor } from './sandbox-checkout-page.js';
import type { SandboxGatewayPaymentRow } from './tables.js';

const payment: SandboxGatewayPaymentRow = {
  id: 1,
  payment_ref: 'SBX0123456789ABCDEF01234567',
  merchant_invoice: 'DEP-1',
  amount_paisa: 50_000,
  status: 'created',
  callback_url: 'https://khela.example/api/payments/gateway/sandbox/callback',
  return_url: 'https://khela.example/payment-request?deposit=DEP-1&status=forged',
  payer_number: null,
  trx_id: null,
  callback_attempts: 0,
  callback_delivered_at: null,
  expires_at: '2025-01-01T00:15:00.000Z',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('sandbox checkout page parts', () => {
  it.each([
    [1, '৳0.01'],
    [100, '৳1.00'],
    [123_450, '৳1,234.50'],
    [10_000_000, '৳1,00,000.00'],
    [1_234_567_890, '৳1,23,45,678.90'],
  ])('formats %i paisa as %s', (amountPaisa, text) => {
    expect(formatTaka(amountPaisa)).toBe(text);
  });

  it('escapes everything a merchant or player could inject', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('sends the browser back with its own status, replacing any the URL carried', () => {
    expect(returnStatus(payment)).toBeUndefined();
    expect(returnStatus({ ...payment, status: 'expired' })).toBe('failed');
    const back = new URL(returnUrlFor({ ...payment, status: 'completed' }, 'success'));
    expect(back.searchParams.getAll('status')).toEqual(['success']);
    expect(back.searchParams.get('deposit')).toBe('DEP-1');
    expect(back.searchParams.get('paymentRef')).toBe(payment.payment_ref);
  });
});
