// Proves /payment-request: with { amount, icon } it shows the spec's title, a 30-minute countdown,
// the amount, the icon and the platform name with Close to /account; back from a gateway it shows
// the deposit's own status (paid, processing, cancelled, failed) with a way back to /deposit; with
// neither it says there is nothing to follow.
import { paymentRequestMessages } from '@khela/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { signIn } from '../testing/deposit-fixtures';
import { renderRoute } from '../testing/render-route';
import { PaymentRequestScreen } from './payment-request-screen';

function depositRequest(status: string, extra: Record<string, unknown> = {}): MockHandler {
  return {
    body: {
      success: true,
      data: {
        transaction: 'DEP-9',
        status,
        amount: 2500,
        icon: '/storage/payments/bkash.svg',
        provider: 'bKash',
        ...extra,
      },
    },
  };
}

const credited = {
  amount: 1500,
  bonus: 120,
  promotion_bonus: 75,
  method_bonus: 45,
  total: 1620,
  promotion: 'Weekend Reload 5%',
};

function renderPaymentRequest(options: { state?: unknown; search?: string } = {}) {
  return renderRoute('/payment-request', <PaymentRequestScreen />, options);
}

describe('PaymentRequestScreen', () => {
  it('shows the arrival with a 30-minute countdown, amount, icon and platform', async () => {
    signIn();
    mockFetch(siteHandlers);
    const { container } = renderPaymentRequest({
      state: { amount: 1000, icon: '/storage/payments/nagad.svg' },
    });
    expect(screen.getByRole('heading', { name: paymentRequestMessages.title })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(30:00|29:59)$/);
    expect(screen.getByText('৳1,000.00')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/storage/payments/nagad.svg');
    expect(await screen.findByText('Khela')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/account');
  });

  it('shows a paid gateway deposit and refreshes the balance', async () => {
    signIn();
    mockFetch({ ...siteHandlers, 'GET /api/deposit-requests/DEP-9': depositRequest('paid') });
    const { queryClient } = renderPaymentRequest({ search: '?deposit=DEP-9&status=success' });
    queryClient.setQueryData(['member', 42, 'balance'], 0);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByText('৳2,500.00 has been added to your Main Wallet.')).toBeTruthy();
    // The header's balance (an active query in the app) refetches once marked stale.
    await waitFor(() =>
      expect(queryClient.getQueryState(['member', 42, 'balance'])?.isInvalidated).toBe(true),
    );
  });

  it('says what a paid deposit added, part by part (en and bn)', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/deposit-requests/DEP-9': depositRequest('paid', { amount: 1500, credited }),
    });
    renderPaymentRequest({ search: '?deposit=DEP-9&status=success' });
    expect(await screen.findByText('৳1,620.00 has been added to your Main Wallet.')).toBeTruthy();
    const parts = screen.getByTestId('credit-parts');
    expect(parts.textContent).toBe(
      'Deposit৳1,500.00Bonus: Weekend Reload 5%৳75.00bKash bonus৳45.00Added to Main Wallet৳1,620.00',
    );
  });

  it('shows a bonus whole when its parts were not kept, in Bangla', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/deposit-requests/DEP-9': depositRequest('paid', {
        amount: 1500,
        credited: { ...credited, promotion_bonus: null, method_bonus: null },
      }),
    });
    renderRoute('/payment-request', <PaymentRequestScreen />, {
      search: '?deposit=DEP-9&status=success',
      language: 'bn',
    });
    const parts = await screen.findByTestId('credit-parts');
    expect(parts.textContent).toBe('ডিপোজিট৳১,৫০০.০০বোনাস৳১২০.০০মেইন ওয়ালেটে যোগ হয়েছে৳১,৬২০.০০');
  });

  it('keeps a gateway deposit processing until the gateway confirms', async () => {
    signIn();
    mockFetch({ ...siteHandlers, 'GET /api/deposit-requests/DEP-9': depositRequest('open') });
    renderPaymentRequest({ search: '?deposit=DEP-9&status=success' });
    expect(await screen.findByRole('heading', { name: paymentRequestMessages.title })).toBeTruthy();
    expect(
      screen.getByText(
        'We are waiting for bKash to confirm your payment. This page updates by itself.',
      ),
    ).toBeTruthy();
  });

  it('says a cancelled or failed checkout plainly and links back to deposit', async () => {
    signIn();
    mockFetch({ ...siteHandlers, 'GET /api/deposit-requests/DEP-9': depositRequest('cancelled') });
    const { unmount } = renderPaymentRequest({ search: '?deposit=DEP-9&status=cancelled' });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit again' }).getAttribute('href')).toBe(
      '/deposit',
    );
    unmount();

    mockFetch({ ...siteHandlers, 'GET /api/deposit-requests/DEP-9': depositRequest('open') });
    renderPaymentRequest({ search: '?deposit=DEP-9&status=failed' });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
  });

  it('says an unknown deposit was not found', async () => {
    signIn();
    mockFetch({
      ...siteHandlers,
      'GET /api/deposit-requests/NOPE': { status: 404, body: { message: 'Not Found' } },
    });
    renderPaymentRequest({ search: '?deposit=NOPE&status=success' });
    expect(
      await screen.findByRole('heading', {
        name: 'This payment could not be found. Please start a new deposit.',
      }),
    ).toBeTruthy();
  });

  it('shows an empty state without state or a deposit', () => {
    signIn();
    mockFetch(siteHandlers);
    renderPaymentRequest();
    expect(screen.getByRole('heading', { name: 'Nothing on its way' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe(
      '/account',
    );
  });
});
