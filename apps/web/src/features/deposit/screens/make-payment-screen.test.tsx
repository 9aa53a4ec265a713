// Proves /make-payment: it needs the deposit's state and a session; it shows the masked number
// (copying the whole one), the amount, the countdown, and disables the form once time is up; it
// checks the phone and TrxID with the contract's Bengali messages, checks a receipt before
// uploading it, and confirms with an Idempotency-Key, every outcome in the message dialog.
import { makePaymentMessages, receiptMessages } from '@khela/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { makePaymentState, signIn, verifiedUser } from '../testing/deposit-fixtures';
import { renderRoute } from '../testing/render-route';
import { MakePaymentScreen } from './make-payment-screen';

function handlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'GET /api/user/show': { body: { success: true, data: verifiedUser } },
    'GET /api/get/other/phone': { body: { success: true, data: [] } },
    'POST /api/deposit-receipt': { body: { success: true, receipt_id: 'RCPT-1' } },
    'POST /api/ewa/confirm': { body: { success: true, message: 'Deposit submitted.' } },
    ...overrides,
  };
}

function renderMakePayment(state: unknown = makePaymentState()) {
  return renderRoute('/make-payment', <MakePaymentScreen />, { state });
}

function dialogText(): string {
  return screen.getByRole('alertdialog').querySelector('.dialog__body')?.textContent ?? '';
}

const writeText = vi.fn((_text: string) => Promise.resolve());

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => 'blob:receipt-preview',
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});

describe('MakePaymentScreen', () => {
  it('explains itself when opened without a deposit or without a session', () => {
    signIn();
    mockFetch(handlers());
    const { unmount } = renderMakePayment(null);
    expect(screen.getByRole('heading', { name: 'No payment in progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Deposit' }).getAttribute('href')).toBe(
      '/deposit',
    );
    unmount();
    window.localStorage.clear();
    renderMakePayment();
    expect(screen.getByText('Please log in and start your deposit again.')).toBeTruthy();
  });

  it('shows the title, the masked number, the amount and the countdown; copy takes the whole number', async () => {
    signIn();
    mockFetch(handlers());
    renderMakePayment();
    expect(screen.getByRole('heading', { name: 'Send Money', level: 1 })).toBeTruthy();
    expect(screen.getByText('01*******32')).toBeTruthy();
    expect(screen.queryByText('01798765432')).toBeNull();
    expect(screen.getAllByText('৳1,000.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|9:59)$/);
    expect(screen.getByText(/নিচের নম্বরে ঠিক ৳1,000.00 পাঠান।/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('01798765432'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy amount' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('1000'));
  });

  it('alerts when there is nothing to copy', () => {
    signIn();
    mockFetch(handlers());
    const state = makePaymentState();
    renderMakePayment({ ...state, response: { ...state.response, number: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy number' }));
    expect(dialogText()).toBe('Nothing to copy.');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('counts down and disables the form when the time is up', () => {
    vi.useFakeTimers();
    signIn();
    mockFetch(handlers());
    renderMakePayment(makePaymentState({ startedAt: Date.now() - (10 * 60 - 3) * 1000 }));
    expect(screen.getByRole('timer').textContent).toBe('0:03');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(screen.getByRole('alert').textContent).toContain('Time is up.');
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/deposit');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).matches(':disabled'),
    ).toBe(true);
  });

  it('checks the phone and the TrxID with the Bengali messages before sending', async () => {
    signIn();
    const { requests } = mockFetch(handlers());
    renderMakePayment();
    const phone = await screen.findByRole('combobox', { name: 'The number you paid from' });
    await waitFor(() => expect((phone as HTMLSelectElement).value).toBe('01712345678'));
    fireEvent.change(phone, { target: { value: 'other' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Number you paid from (11 digits)' }), {
      target: { value: '01712' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }), {
      target: { value: 'AB12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(makePaymentMessages.accountNumberInvalid)).toBeTruthy();
    expect(screen.getByText(makePaymentMessages.transactionIdInvalid)).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('number');
    expect(requests.some((request) => request.url.pathname === '/api/ewa/confirm')).toBe(false);
    // Changing a field takes its own message away, and only its own.
    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }), {
      target: { value: 'AB123' },
    });
    expect(screen.queryByText(makePaymentMessages.transactionIdInvalid)).toBeNull();
    expect(screen.getByText(makePaymentMessages.accountNumberInvalid)).toBeTruthy();
  });

  it('reads another paying number as typed or pasted: +880, spaces, Bangla digits', async () => {
    signIn();
    mockFetch(handlers());
    renderMakePayment();
    const phone = await screen.findByRole('combobox', { name: 'The number you paid from' });
    await waitFor(() => expect((phone as HTMLSelectElement).value).toBe('01712345678'));
    fireEvent.change(phone, { target: { value: 'other' } });
    const other = screen.getByRole('textbox', { name: 'Number you paid from (11 digits)' });
    fireEvent.change(other, { target: { value: '+880 1812-345678' } });
    expect((other as HTMLInputElement).value).toBe('01812345678');
    fireEvent.change(other, { target: { value: '০১৯১২৩৪৫৬৭৮' } });
    expect((other as HTMLInputElement).value).toBe('01912345678');
  });

  it('refuses a receipt that is too large or of the wrong type without uploading it', async () => {
    signIn();
    const { requests } = mockFetch(handlers());
    renderMakePayment();
    const input = screen.getByLabelText('Payment screenshot or receipt (optional)');
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(receiptMessages.tooLarge)).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(receiptMessages.wrongType)).toBeTruthy();
    expect(requests.some((request) => request.url.pathname === '/api/deposit-receipt')).toBe(false);
  });

  it('uploads a receipt, confirms with it, and goes to payment-request after the success message', async () => {
    signIn();
    const { requests, fetchMock } = mockFetch(handlers());
    renderMakePayment();
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'The number you paid from' }).value,
      ).toBe('01712345678'),
    );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Payment screenshot or receipt (optional)'), {
      target: { files: [png] },
    });
    expect(await screen.findByText('Attached')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Receipt preview' }).getAttribute('src')).toBe(
      'blob:receipt-preview',
    );
    const upload = fetchMock.mock.calls.find(([input]) => input === '/api/deposit-receipt');
    expect(upload?.[1]?.body).toBe(png);

    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }), {
      target: { value: '9ABC12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog');
    expect(dialogText()).toBe(makePaymentMessages.success);
    const confirm = requests.find((request) => request.url.pathname === '/api/ewa/confirm');
    expect(confirm?.body).toEqual({
      number: '01712345678',
      trxid: '9ABC12345',
      trx_id: 'DEP-0001',
      receipt_id: 'RCPT-1',
    });
    expect(confirm?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('arrived').textContent).toBe(
      '/payment-request {"amount":1000,"icon":"/storage/payments/bkash.svg"}',
    );
  });

  it("reads a refusal as 'Submission failed: …' and no answer as the Bengali generic message", async () => {
    signIn();
    let answer: MockHandler = {
      status: 400,
      body: { message: 'This deposit request has expired.' },
    };
    mockFetch(
      handlers({
        'POST /api/ewa/confirm': (request) =>
          typeof answer === 'function' ? answer(request) : answer,
      }),
    );
    renderMakePayment();
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'The number you paid from' }).value,
      ).toBe('01712345678'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Transaction ID (TrxID)' }), {
      target: { value: '9ABC12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog');
    expect(dialogText()).toBe('Submission failed: This deposit request has expired.');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    answer = () => 'network-error';
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog', {}, { timeout: 4_000 });
    expect(dialogText()).toBe(makePaymentMessages.error);
  });
});
