// Proves /deposit: the methods, channels and promotions load from the server; Next shows the
// spec's messages in order in the error modal; a complete form opens the deposit request with an
// Idempotency-Key and goes to /make-payment with the answer, or to the gateway's checkout.
import { depositMessages } from '@khela/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { openCheckout } from '../open-checkout';
import {
  bkashChannels,
  manualDepositResponse,
  paymentMethodsFixture,
  promotionsFixture,
  signIn,
  verifiedUser,
} from '../testing/deposit-fixtures';
import { renderRoute } from '../testing/render-route';
import { DepositScreen } from './deposit-screen';

vi.mock('../open-checkout', () => ({ openCheckout: vi.fn() }));

function handlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'GET /api/user/show': { body: { success: true, data: verifiedUser } },
    'GET /api/get/other/phone': { body: { success: true, data: [] } },
    'GET /api/transaction/show': { body: { success: true, data: [] } },
    'GET /api/promotion': { body: { data: promotionsFixture } },
    'GET /api/payment-methods': { body: paymentMethodsFixture },
    'GET /api/showpayment-menthod': { body: { success: true, data: bkashChannels } },
    'POST /api/ewa/request': { body: manualDepositResponse },
    ...overrides,
  };
}

function renderDeposit(profileHref?: string) {
  return renderRoute('/deposit', <DepositScreen profileHref={profileHref} />);
}

async function modalMessage(): Promise<string> {
  const dialog = await screen.findByRole('alertdialog', { name: 'Deposit' });
  return dialog.querySelector('.dialog__body')?.textContent ?? '';
}

function closeModal() {
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
}

beforeEach(() => {
  signIn();
  vi.mocked(openCheckout).mockReset();
});

describe('DepositScreen', () => {
  it('lists the methods once each with their bonus tag, and a chosen method its channels', async () => {
    mockFetch(handlers());
    renderDeposit();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = await within(methods).findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'bKash',
      'Nagad',
      'Rocket',
    ]);
    expect(within(methods).getByText('3% bonus')).toBeTruthy();
    expect(screen.getByText('Choose a payment method to see its channels.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    const channels = screen.getByRole('group', { name: 'Deposit channel' });
    expect(
      (await within(channels).findAllByRole('radio')).map(
        (radio) => radio.parentElement?.textContent,
      ),
    ).toEqual(['CashOut', 'Send Money', 'Merchant']);
    const promotion = screen.getByRole('combobox', { name: 'Promotion' });
    expect(
      within(promotion)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No promotion', '100% Welcome Bonus (+100% bonus)']);
    expect(screen.getByText('Range: ৳100.00 – ৳25,000.00')).toBeTruthy();
  });

  it('shows the checks in the spec order, one at a time, with the contract messages', async () => {
    const { requests } = mockFetch(handlers());
    renderDeposit();
    await screen.findByRole('radio', { name: /bKash/ });
    const next = screen.getByRole('button', { name: 'Next' });

    fireEvent.click(next);
    expect(await modalMessage()).toBe(depositMessages.amountRequired);
    closeModal();
    fireEvent.click(screen.getByRole('button', { name: '1,000' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('1000');

    fireEvent.click(next);
    expect(await modalMessage()).toBe(depositMessages.paymentMethodRequired);
    closeModal();
    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));

    fireEvent.click(next);
    expect(await modalMessage()).toBe(depositMessages.channelRequired);
    closeModal();
    expect(requests.some((request) => request.url.pathname === '/api/ewa/request')).toBe(false);
  });

  it('puts an unverified phone first, and links to the profile when it is served', async () => {
    mockFetch(
      handlers({
        'GET /api/user/show': {
          body: { success: true, data: { ...verifiedUser, session_id: '0' } },
        },
      }),
    );
    renderDeposit('/profile');
    await screen.findByRole('radio', { name: /bKash/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe(depositMessages.phoneNotVerified);
    fireEvent.click(screen.getByRole('link', { name: 'Verify my phone' }));
    expect(screen.getByTestId('arrived').textContent).toContain('/profile');
  });

  it('counts a verified extra phone as a verified phone', async () => {
    mockFetch(
      handlers({
        'GET /api/user/show': {
          body: { success: true, data: { ...verifiedUser, session_id: '0' } },
        },
        'GET /api/get/other/phone': {
          body: { success: true, data: [{ id: 1, contract_value: '01811111111', isverify: 1 }] },
        },
      }),
    );
    renderDeposit();
    await screen.findByRole('radio', { name: /bKash/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe(depositMessages.amountRequired);
  });

  it('refuses while a deposit is pending', async () => {
    mockFetch(
      handlers({
        'GET /api/transaction/show': {
          body: {
            success: true,
            data: [
              {
                transaction_id: 'T1',
                created_at: '2025-01-01T00:00:00Z',
                updated_at: '2025-01-01T00:00:00Z',
                action: 'deposit',
                amount: 500,
                key: '0',
                payment_method: null,
                number: null,
                bank_name: null,
              },
            ],
          },
        },
      }),
    );
    renderDeposit();
    await screen.findByRole('radio', { name: /bKash/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe(depositMessages.pendingDeposit);
  });

  it('opens the request with an Idempotency-Key and goes to make-payment with the answer', async () => {
    const { requests } = mockFetch(handlers());
    renderDeposit();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Promotion' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('radio', { name: /bKash/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Send Money' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
      target: { value: '১২৫০' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const arrived = await screen.findByTestId('arrived');
    const request = requests.find((entry) => entry.url.pathname === '/api/ewa/request');
    expect(request?.body).toEqual({
      amount: 1250,
      provider: 'bKash',
      type: 'Personal',
      promotion: 1,
    });
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(arrived.textContent).toContain('/make-payment');
    const state: unknown = JSON.parse(arrived.textContent.replace('/make-payment ', ''));
    expect(state).toMatchObject({
      amount: 1000,
      icon: '/storage/payments/bkash.svg',
      timer: 10,
      provider: 'bKash',
      accountType: 'Personal',
      response: manualDepositResponse,
    });
  });

  it('sends a gateway channel to its checkout page, and is usable again on the way back', async () => {
    mockFetch(
      handlers({
        'POST /api/ewa/request': {
          body: { ...manualDepositResponse, url: 'http://localhost/sandbox-gateway/checkout/P1' },
        },
      }),
    );
    renderDeposit();
    fireEvent.click(await screen.findByRole('radio', { name: /bKash/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Merchant' }));
    fireEvent.click(screen.getByRole('button', { name: '5,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(openCheckout).toHaveBeenCalledWith('http://localhost/sandbox-gateway/checkout/P1'),
    );
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeTruthy();
    // Back from the checkout out of the browser's page cache, Next works again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal, and the spec's fallback when the server fails", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'No receiving number can take this amount today.' },
    };
    mockFetch(handlers({ 'POST /api/ewa/request': () => answer }));
    renderDeposit();
    fireEvent.click(await screen.findByRole('radio', { name: /bKash/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'CashOut' }));
    fireEvent.click(screen.getByRole('button', { name: '2,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe('No receiving number can take this amount today.');
    closeModal();

    answer = { status: 500, body: { message: 'Internal Server Error' } };
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe(depositMessages.failed);
  });

  it('leaves out a promotion the player has used up, and shows the refusal', async () => {
    const claimed = { ...promotionsFixture[0]!, id: 3, name: 'Used Bonus', claimable: false };
    mockFetch(
      handlers({
        'GET /api/promotion': {
          body: { data: [{ ...promotionsFixture[0]!, claimable: true }, claimed] },
        },
        'POST /api/ewa/request': {
          status: 422,
          body: {
            message: depositMessages.promotionClaimed,
            errors: { promotion: [depositMessages.promotionClaimed] },
          },
        },
      }),
    );
    renderDeposit();
    const promotion = await screen.findByRole('combobox', { name: 'Promotion' });
    await waitFor(() =>
      expect(
        within(promotion)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['', '1']),
    );
    fireEvent.change(promotion, { target: { value: '1' } });
    fireEvent.click(await screen.findByRole('radio', { name: /bKash/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'CashOut' }));
    fireEvent.click(screen.getByRole('button', { name: '2,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await modalMessage()).toBe(depositMessages.promotionClaimed);
  });

  it('says when there are no methods, and retries a failed list', async () => {
    let methodsAnswer: { status: number; body: unknown } = { status: 503, body: {} };
    mockFetch(handlers({ 'GET /api/payment-methods': () => methodsAnswer }));
    renderDeposit();
    expect(
      await screen.findByText('Payment methods could not be loaded.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    methodsAnswer = { status: 200, body: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No payment methods are available right now. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('reads in Bangla, with the English contract messages translated', async () => {
    mockFetch(handlers());
    renderRoute('/deposit', <DepositScreen />, { language: 'bn' });
    expect(await screen.findByRole('heading', { name: 'ডিপোজিট' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '১০,০০০' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'পরবর্তী' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('অনুগ্রহ করে পরিমাণ লিখুন।');
  });
});
