import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole, QueueItem } from '@khela/contract';
import { mockFetch } from '../../../web/src/testing/mock-fetch';
import { dashboardAnswer } from '../testing/dashboard-fixture';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role);

const deposit: QueueItem = {
  transaction_id: 'DABCDEFGHJK',
  created_at: '2026-11-23T06:00:00.000Z',
  updated_at: '2026-11-23T06:00:00.000Z',
  action: 'deposit',
  amount: 500,
  key: '0',
  payment_method: { icon: null, name: 'bKash', type: 'Personal' },
  number: '01712345678',
  bank_name: 'bKash',
  initiated_at: '2026-11-23T06:00:00.000Z',
  completed_at: null,
  reason: null,
  username: 'rahim77',
  user_id: 7,
  receiving_number: '01710000011',
  reference: 'TRX9ABC12',
  bonus: 0,
  source: 'manual',
  has_receipt: true,
};

const withdrawal: QueueItem = {
  ...deposit,
  transaction_id: 'WABCDEFGHJK',
  action: 'withdraw',
  amount: 700,
  reference: null,
  receiving_number: null,
  has_receipt: false,
};

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Money queues', () => {
  it('lists pending deposits, shows the receipt and approves through the review step', async () => {
    signedIn('finance');
    let decided = false;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/deposits': (request) => ({
        body: {
          data:
            request.url.searchParams.get('status') === 'pending' && decided
              ? []
              : [{ ...deposit, key: decided ? '1' : '0' }],
        },
      }),
      'GET /admin-api/deposits/DABCDEFGHJK/receipt': { body: 'image' },
      'POST /admin-api/deposits/DABCDEFGHJK/approve': () => {
        decided = true;
        return { body: { success: true, message: 'Deposit approved.' } };
      },
    });
    renderConsole('/money');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('৳500.00')).toBeTruthy();
    expect(within(row).getByText('TRX9ABC12')).toBeTruthy();
    expect(within(row).getByText('01712345678')).toBeTruthy();
    expect(within(row).getByText('bKash Personal')).toBeTruthy();
    expect(within(row).getByText('23 Nov 2026, 12:00:00')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Receipt of DABCDEFGHJK' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt of DABCDEFGHJK' });
    expect((await within(receipt).findByRole('img')).getAttribute('src')).toBe('blob:receipt');
    const receiptCall = requests.find((request) => request.url.pathname.endsWith('/receipt'))!;
    expect(receiptCall.headers.get('authorization')).toBe('Bearer test-token');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(row).getByRole('button', { name: 'Approve DABCDEFGHJK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit DABCDEFGHJK' });
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(dialog.textContent).toContain("৳500.00 will be credited to rahim77's Main Wallet.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Approve' }));
    await screen.findByText('DABCDEFGHJK: Deposit approved.');
    await screen.findByText('No deposits are waiting for a decision.');
    const approve = requests.find((request) => request.method === 'POST')!;
    expect(approve.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a reason before rejecting and shows the server field error at the field', async () => {
    signedIn('owner');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/withdrawals': { body: { data: [withdrawal] } },
      'POST /admin-api/withdrawals/WABCDEFGHJK/reject': {
        status: 422,
        body: { message: 'Invalid.', errors: { reason: ['The reason is not allowed.'] } },
      },
    });
    renderConsole('/money/withdrawals');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('button', { name: 'Approve WABCDEFGHJK' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Mark paid/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject WABCDEFGHJK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject WABCDEFGHJK' });
    expect(dialog.textContent).toContain("৳700.00 goes back to rahim77's Main Wallet");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Reject' }));
    await within(dialog).findByText('Please give a reason the player will read.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason the player will read'), {
      target: { value: 'Number not verified' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Reject' }));
    await within(dialog).findByText('The reason is not allowed.');
    const reject = requests.find((request) => request.method === 'POST')!;
    expect(reject.body).toEqual({ reason: 'Number not verified' });
  });

  it('approves a withdrawal, then marks it paid with the payout TRX id', async () => {
    signedIn('finance');
    let approvedAt: string | null = null;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/withdrawals': () => ({
        body: { data: [{ ...withdrawal, approved_at: approvedAt, approved_by: 'finance-1' }] },
      }),
      'POST /admin-api/withdrawals/WABCDEFGHJK/approve': () => {
        approvedAt = '2026-11-23T07:00:00.000Z';
        return { body: { success: true, message: 'Withdrawal approved.' } };
      },
      'POST /admin-api/withdrawals/WABCDEFGHJK/pay': {
        body: { success: true, message: 'Withdrawal marked as paid.' },
      },
    });
    renderConsole('/money/withdrawals');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByText('bKash')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve WABCDEFGHJK' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve withdrawal WABCDEFGHJK' });
    expect(approve.textContent).toContain('Nothing moves yet');
    fireEvent.click(within(approve).getByRole('button', { name: 'Confirm: Approve' }));
    await screen.findByText('WABCDEFGHJK: Withdrawal approved.');
    const paying = (await screen.findAllByRole('row'))[1]!;
    await within(paying).findByText('Paying');
    expect(within(paying).getByText(/Approved by finance-1/)).toBeTruthy();
    fireEvent.click(within(paying).getByRole('button', { name: 'Mark paid WABCDEFGHJK' }));
    const pay = await screen.findByRole('dialog', { name: 'Mark withdrawal paid WABCDEFGHJK' });
    fireEvent.change(within(pay).getByLabelText('Payout TRX id (optional)'), {
      target: { value: 'PAYOUT77' },
    });
    fireEvent.click(within(pay).getByRole('button', { name: 'Confirm: Mark paid' }));
    await screen.findByText('WABCDEFGHJK: Withdrawal marked as paid.');
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      reference: 'PAYOUT77',
    });
  });

  it('lets support read the queues without decision buttons', async () => {
    signedIn('support');
    mockFetch({
      'GET /admin-api/me': { body: me('support') },
      'GET /admin-api/deposits': { body: { data: [deposit] } },
    });
    renderConsole('/money/deposits');
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(within(row).getByRole('button', { name: 'Receipt of DABCDEFGHJK' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payment methods' })).toBeNull();
  });

  it('warns of a TRX id on another deposit and of a number other players sent from', async () => {
    signedIn('finance');
    mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/deposits': {
        body: {
          data: [
            {
              ...deposit,
              warnings: [
                {
                  kind: 'trx_reused',
                  transaction_id: 'DOTHER12345',
                  user_id: 9,
                  username: 'karim',
                },
                {
                  kind: 'sender_shared',
                  players: [
                    { user_id: 9, username: 'karim' },
                    { user_id: 11, username: 'selim' },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    renderConsole('/money/deposits');
    const row = (await screen.findAllByRole('row'))[1]!;
    const notes = within(row).getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'Number also used by karim, selim',
      'Same TRX id on DOTHER12345 by karim',
    ]);
    expect(within(notes[1]!).getByRole('link', { name: 'karim' }).getAttribute('href')).toBe(
      '/players/9',
    );
  });

  it('filters by status through the address and says when a queue is empty', async () => {
    signedIn('finance');
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/deposits': { body: { data: [] } },
    });
    const { router } = renderConsole('/money/deposits');
    await screen.findByText('No deposits are waiting for a decision.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'fail' } });
    await screen.findByText('No rejected deposits.');
    expect(router.state.location.search).toBe('?status=fail');
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('status')).toBe('fail'));
  });
});

describe('Payment methods', () => {
  const method = {
    id: 3,
    name: 'Rocket',
    icon: '/storage/payments/rocket.svg',
    status: 'active' as const,
    account_type: 'Personal' as const,
    bonus_percent: 0,
    gateway: null,
    sort_order: 3,
    min_deposit: null,
    max_deposit: null,
    numbers: [
      {
        id: 9,
        number: '01710000015',
        status: 'active' as const,
        daily_limit: 200000,
        used_today: 1500,
        last_assigned_at: null,
        created_at: '2026-11-20T06:00:00.000Z',
      },
    ],
  };

  it('switches a receiving number off through a confirm step and shows it off', async () => {
    signedIn('finance');
    let status: 'active' | 'inactive' = 'active';
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/payment-methods': () => ({
        body: { data: [{ ...method, numbers: [{ ...method.numbers[0]!, status }] }] },
      }),
      'POST /admin-api/payment-methods/3/numbers/9': () => {
        status = 'inactive';
        return { body: { message: 'Receiving number saved.' } };
      },
    });
    renderConsole('/money/payment-methods');
    const table = await screen.findByRole('table', {
      name: 'Receiving numbers of Rocket Personal',
    });
    expect(within(table).getByText('৳2,00,000.00')).toBeTruthy();
    expect(within(table).getByText('৳1,500.00')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Switch off 01710000015' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off 01710000015' });
    expect(dialog.textContent).toContain('Players will no longer be given 01710000015');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm: switch off' }));
    await screen.findByText('Receiving number saved.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'inactive',
    });
    await screen.findByRole('button', { name: 'Switch on 01710000015' });
  });

  it('shows the server field error at the field when adding a number', async () => {
    signedIn('owner');
    mockFetch({
      'GET /admin-api/me': { body: me('owner') },
      'GET /admin-api/payment-methods': { body: { data: [method] } },
      'POST /admin-api/payment-methods/3/numbers': {
        status: 422,
        body: {
          message: 'Enter the 11-digit number, e.g. 01712345678.',
          errors: { number: ['Enter the 11-digit number, e.g. 01712345678.'] },
        },
      },
    });
    renderConsole('/money/payment-methods');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Add a receiving number to Rocket Personal' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Number'), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText('Daily limit (৳)'), {
      target: { value: '5000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add number' }));
    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('Enter the 11-digit number, e.g. 01712345678.');
    expect(within(dialog).getByLabelText('Number').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Dashboard queues', () => {
  it('link the pending deposits and withdrawals to their queues', async () => {
    signedIn('finance');
    mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/dashboard': {
        body: dashboardAnswer({}, { pending: { deposits: 2, withdrawals: 1, chats: 4 } }),
      },
      'GET /admin-api/deposits': { body: { data: [deposit] } },
    });
    const { router } = renderConsole('/dashboard');
    const link = await screen.findByRole('link', { name: 'Pending deposits: 2' });
    expect(link.getAttribute('href')).toBe('/money/deposits');
    expect(screen.getByRole('link', { name: 'Pending withdrawals: 1' }).getAttribute('href')).toBe(
      '/money/withdrawals',
    );
    expect(screen.queryByRole('link', { name: /Unread chats/ })).toBeNull();
    fireEvent.click(link);
    await screen.findByRole('table', { name: 'Deposits queue' });
    expect(router.state.location.pathname).toBe('/money/deposits');
  });
});

describe('Payment method limits', () => {
  it('saves a method’s own deposit limits and shows the server’s field error at the field', async () => {
    signedIn('finance');
    const method = {
      id: 4,
      name: 'Nagad',
      icon: '/storage/payments/nagad.svg',
      status: 'active' as const,
      account_type: 'Personal' as const,
      bonus_percent: 2,
      gateway: null,
      sort_order: 5,
      min_deposit: null,
      max_deposit: null,
      numbers: [],
    };
    let calls = 0;
    const { requests } = mockFetch({
      'GET /admin-api/me': { body: me('finance') },
      'GET /admin-api/payment-methods': { body: { data: [method] } },
      'POST /admin-api/payment-methods/4': () =>
        (calls += 1) === 1
          ? {
              status: 422,
              body: {
                message: 'The maximum deposit must not be below the minimum.',
                errors: { max_deposit: ['The maximum deposit must not be below the minimum.'] },
              },
            }
          : { body: { message: 'Payment method saved.' } },
    });
    renderConsole('/money/payment-methods');
    const card = await screen.findByRole('article', { name: 'Nagad Personal' });
    expect(card.textContent).toContain('deposits ৳100.00 to ৳25,000.00 (site-wide)');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Nagad Personal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Nagad Personal' });
    fireEvent.change(within(dialog).getByLabelText('Minimum deposit (৳)'), {
      target: { value: '5000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Maximum deposit (৳)'), {
      target: { value: '1000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save method' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The maximum deposit must not be below the minimum.',
    );
    fireEvent.change(within(dialog).getByLabelText('Maximum deposit (৳)'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save method' }));
    await screen.findByText('Payment method saved.');
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      bonus_percent: '2',
      sort_order: '5',
      min_deposit: '5000',
      max_deposit: '',
    });
  });
});
