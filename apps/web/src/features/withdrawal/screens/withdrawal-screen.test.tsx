// Proves /withdrawal against a stand-in server: the balance and verification tips, the pre-check's
// refusals with their links ([contract: Error texts]), withdrawals switched off, an empty method list, the submit's
// checks in order ([contract: Validation]), and a successful withdrawal that carries an Idempotency-Key and goes on to
// /payment-request with the amount and the method's icon.
import {
  fillMessage,
  identityMessages,
  withdrawMessages,
  type PaymentMethod,
  type Transaction,
  type User,
} from '@khela/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  generalFixture,
  mockFetch,
  siteHandlers,
  type MockHandler,
} from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { WithdrawalScreen } from './withdrawal-screen';
import { userFixture } from '../../../testing/user-fixture';

const user: User = userFixture({ dofb: '1995-04-30', balance: 5000 });

const methods: PaymentMethod[] = [
  {
    id: 3,
    name: 'bKash',
    icon: '/storage/payments/bkash.svg',
    status: 'active',
    account_type: 'Personal',
    bonus_percent: 0,
  },
  {
    id: 4,
    name: 'bKash',
    icon: '/storage/payments/bkash.svg',
    status: 'active',
    account_type: 'Agent',
    bonus_percent: 0,
  },
  {
    id: 5,
    name: 'Nagad',
    icon: '/storage/payments/nagad.svg',
    status: 'active',
    account_type: 'Personal',
    bonus_percent: 0,
  },
];

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

function handlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    ...siteHandlers,
    'POST /api/balance': { body: { balance: 5000 } },
    'GET /api/user/show': { body: { success: true, data: user } },
    'GET /api/userwithdrawcheck': { body: { success: true, message: 'OK' } },
    'GET /api/payment-methods': { body: methods },
    'GET /api/transaction/show': { body: { success: true, data: [] as Transaction[] } },
    'GET /api/get/other/phone': { body: { success: true, data: [] } },
    ...overrides,
  };
}

function PaymentRequestProbe() {
  const location = useLocation();
  return <p>payment request {JSON.stringify(location.state)}</p>;
}

function renderScreen(
  links: { profileHref?: string; turnoverRecordHref?: string; identityHref?: string } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/withdrawal"
        element={
          <WithdrawalScreen
            profileHref={links.profileHref}
            turnoverRecordHref={links.turnoverRecordHref}
            identityHref={links.identityHref}
          />
        }
      />
      <Route path="/payment-request" element={<PaymentRequestProbe />} />
    </Routes>,
    { route: '/withdrawal' },
  );
}

async function fillForm() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Nagad' }));
  fireEvent.click(screen.getByRole('button', { name: '1,000' }));
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLSelectElement>('Receive to (verified phone)').value).toBe(
      '01712345678',
    ),
  );
}

describe('WithdrawalScreen', () => {
  it('shows the balance, the tips with their states, and one radio per provider', async () => {
    signIn();
    mockFetch(
      handlers({
        'GET /api/user/show': {
          body: { success: true, data: { ...user, dofb: null, session_id: '0' } },
        },
      }),
    );
    renderScreen({ profileHref: '/profile' });
    expect(await screen.findByText('৳5,000.00')).toBeTruthy();
    const tips = screen.getByRole('region', { name: 'Before you withdraw' });
    expect(await within(tips).findByText('Not set')).toBeTruthy();
    expect(within(tips).getByText('Not Verified')).toBeTruthy();
    expect(
      within(tips).getByRole('link', { name: 'Set it in Personal Info' }).getAttribute('href'),
    ).toBe('/profile');
    expect(
      (await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('value')),
    ).toEqual(['bKash', 'Nagad']);
    expect(screen.getByText('Range: ৳500.00 – ৳25,000.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '100' })).toBeNull();
  });

  it('offers a verified extra phone when the primary one is not verified', async () => {
    signIn();
    mockFetch(
      handlers({
        'GET /api/user/show': { body: { success: true, data: { ...user, session_id: '0' } } },
        'GET /api/get/other/phone': {
          body: {
            success: true,
            data: [
              { id: 1, contract_value: '01812345678', isverify: 1 },
              { id: 2, contract_value: '01912345678', isverify: 0 },
            ],
          },
        },
      }),
    );
    renderScreen();
    const select = screen.getByLabelText<HTMLSelectElement>('Receive to (verified phone)');
    await waitFor(() => expect(select.value).toBe('01812345678'));
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    const tips = screen.getByRole('region', { name: 'Before you withdraw' });
    expect(within(tips).getByText('Verified')).toBeTruthy();
  });

  it('links a Date of Birth refusal to the profile, and shows it as text without that screen', async () => {
    signIn();
    const refusal = {
      status: 400,
      body: {
        success: false,
        message: withdrawMessages.dateOfBirthRequired,
        error: withdrawMessages.dateOfBirthRequired,
      },
    };
    mockFetch(handlers({ 'GET /api/userwithdrawcheck': refusal }));
    const first = renderScreen({ profileHref: '/profile' });
    const link = await screen.findByRole('link', { name: withdrawMessages.dateOfBirthRequired });
    expect(link.getAttribute('href')).toBe('/profile');
    first.unmount();
    renderScreen({});
    expect(await screen.findByText(withdrawMessages.dateOfBirthRequired)).toBeTruthy();
    expect(screen.queryByRole('link', { name: withdrawMessages.dateOfBirthRequired })).toBeNull();
  });

  it('links unfinished turnover to the turnover record', async () => {
    signIn();
    const message = withdrawMessages.turnoverIncomplete;
    mockFetch(
      handlers({
        'GET /api/userwithdrawcheck': {
          status: 400,
          body: { success: false, message, error: message },
        },
      }),
    );
    renderScreen({ turnoverRecordHref: '/turnover-record' });
    const link = await screen.findByRole('link', { name: message });
    expect(link.getAttribute('href')).toBe('/turnover-record');
  });

  it('keeps the form shut while withdrawals are switched off', async () => {
    signIn();
    mockFetch(
      handlers({ 'GET /api/general': { body: { ...generalFixture, withdrawal_status: 0 } } }),
    );
    renderScreen();
    expect(await screen.findByText(withdrawMessages.disabled)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Amount').matches(':disabled')).toBe(true);
  });

  it('says so when there is no method', async () => {
    signIn();
    mockFetch(handlers({ 'GET /api/payment-methods': { body: [] } }));
    renderScreen();
    expect(await screen.findByText(withdrawMessages.noMethods)).toBeTruthy();
  });

  it('checks the pending withdrawal, then the amount, before anything is sent', async () => {
    signIn();
    const pending: Transaction = {
      transaction_id: 'W1',
      created_at: '2025-11-23T04:00:00Z',
      updated_at: '2025-11-23T04:00:00Z',
      action: 'withdraw',
      amount: 600,
      key: '0',
      payment_method: null,
      number: '01712345678',
      bank_name: null,
    };
    let transactions: Transaction[] = [pending];
    const { requests } = mockFetch(
      handlers({
        'GET /api/transaction/show': () => ({ body: { success: true, data: transactions } }),
      }),
    );
    renderScreen();
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(withdrawMessages.pendingWithdraw)).toBeTruthy();
    // The account's reason comes first and alone: the empty amount waits its turn.
    expect(screen.queryByText(withdrawMessages.amountRequired)).toBeNull();

    transactions = [];
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(withdrawMessages.amountRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(screen.queryByText(withdrawMessages.pendingWithdraw)).toBeNull();
    // Typing takes the amount's message away until the next Submit.
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByText(withdrawMessages.amountRequired)).toBeNull());
    expect(screen.queryByText(withdrawMessages.amountOutOfRange)).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/submit-withdraw')).toBe(false);
  });

  it('withdraws to the verified primary phone when the extra phones cannot be read', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = mockFetch(
      handlers({
        'GET /api/get/other/phone': { status: 500, body: { message: 'Internal Server Error' } },
        'POST /api/submit-withdraw': { body: { success: true, message: withdrawMessages.success } },
      }),
    );
    renderScreen();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog', { name: withdrawMessages.success });
    const submitted = requests.find((request) => request.url.pathname === '/api/submit-withdraw');
    expect(submitted?.body).toMatchObject({ account_number: '01712345678' });
  });

  it('withdraws with an Idempotency-Key and goes on to the payment request', async () => {
    signIn();
    const { requests } = mockFetch(
      handlers({
        'POST /api/submit-withdraw': { body: { success: true, message: withdrawMessages.success } },
      }),
    );
    renderScreen();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: withdrawMessages.success });
    const submitted = requests.find((request) => request.url.pathname === '/api/submit-withdraw');
    expect(submitted?.body).toEqual({
      amount: 1000,
      account_number: '01712345678',
      provider: 'Nagad',
      payment_id: 5,
      remote_id: 42,
    });
    expect(submitted?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText(
        'payment request {"amount":1000,"icon":"/storage/payments/nagad.svg"}',
      ),
    ).toBeTruthy();
  });

  it('links a refusal for want of a verified identity to the identity page', async () => {
    signIn();
    const refusal = fillMessage(identityMessages.withdrawalNeedsIdentity, {
      threshold: '৳10,000.00',
    });
    mockFetch(
      handlers({
        'POST /api/submit-withdraw': {
          status: 400,
          body: { success: false, message: refusal, error: refusal },
        },
      }),
    );
    renderScreen({ identityHref: '/account/identity' });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(refusal, { exact: false })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to Verify your identity' });
    expect(link.getAttribute('href')).toBe('/account/identity');
  });

  it("shows the server's refusal, and 'An error occurred. Please try again.' when no answer comes", async () => {
    signIn();
    let answer: MockHandler = {
      status: 409,
      body: {
        success: false,
        message: withdrawMessages.insufficientBalance,
        error: withdrawMessages.insufficientBalance,
      },
    };
    const { requests } = mockFetch(
      handlers({
        'POST /api/submit-withdraw': () =>
          typeof answer === 'function' ? 'network-error' : answer,
      }),
    );
    renderScreen();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(withdrawMessages.insufficientBalance)).toBeTruthy();

    answer = () => 'network-error';
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The repeat waits the query library's first back-off (1 s).
    expect(
      await screen.findByText(withdrawMessages.failed, undefined, { timeout: 3_000 }),
    ).toBeTruthy();
    // The lost call was sent twice with one key; the refused one before it had its own.
    const keys = requests
      .filter((request) => request.url.pathname === '/api/submit-withdraw')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
