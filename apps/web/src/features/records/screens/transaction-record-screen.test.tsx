// Proves /transaction-record against a stand-in server: today's rows by default with amount, tag
// and time, the filter panel (Back discards, Confirm applies), 'No Data', a retry after a failed
// load, and the detail popup with its header, timeline (with a failure's reason) and details.
import { gatewayDepositMessages, type Transaction } from '@khela/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format/format';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { atDhakaNoon, minutesAgo } from '../../../testing/dhaka-noon';
import { renderWithProviders } from '../../../testing/render';
import { transactionFixture } from '../records.fixture';
import { TransactionRecordScreen } from './transaction-record-screen';

atDhakaNoon();
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

const deposit = transactionFixture({
  transaction_id: 'D-1',
  amount: 2000,
  key: '1',
  created_at: minutesAgo(1),
  updated_at: minutesAgo(1),
});
const failedWithdraw = transactionFixture({
  transaction_id: 'W-1',
  action: 'withdraw',
  amount: 750.5,
  key: '2',
  payment_method: null,
  created_at: minutesAgo(2),
  initiated_at: minutesAgo(2),
  completed_at: minutesAgo(1),
  reason: 'Name on the wallet does not match',
});
const oldBonus = transactionFixture({
  transaction_id: 'B-1',
  action: 'bonus',
  amount: 100,
  created_at: daysAgo(10),
});

function signIn() {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', '42');
}

function serve(transactions: MockHandler) {
  return mockFetch({ ...siteHandlers, 'GET /api/transaction/show': transactions });
}

function renderScreen(language: 'en' | 'bn' = 'en') {
  return renderWithProviders(<TransactionRecordScreen />, {
    route: '/transaction-record',
    language,
  });
}

const list = (data: Transaction[]) => ({ body: { success: true, data } });

describe('TransactionRecordScreen', () => {
  it("lists today's rows under today's date with amount, tag and time", async () => {
    signIn();
    serve(list([deposit, failedWithdraw, oldBonus]));
    renderScreen();
    const day = await screen.findByRole('region', { name: formatDate(Date.now(), 'en') });
    const rows = within(day).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/^Deposit\d{2}:\d{2} GMT\+6৳2,000\.00Success$/);
    expect(rows[1]?.textContent).toMatch(/^Withdrawal.*৳750\.50Fail$/);
    expect(screen.queryByText('Bonus')).toBeNull();
  });

  it('applies filters on Confirm and drops them on Back', async () => {
    signIn();
    serve(list([deposit, failedWithdraw, oldBonus]));
    renderScreen();
    await screen.findByText('৳2,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    let panel = screen.getByRole('dialog', { name: 'Filter transactions' });
    fireEvent.click(within(panel).getByRole('radio', { name: 'Fail' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(screen.getByText('৳2,000.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    panel = screen.getByRole('dialog', { name: 'Filter transactions' });
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'Fail' }).checked).toBe(
      false,
    );
    const status = within(panel).getByRole('group', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['All', 'Pending', 'Fail', 'Success']);
    const date = within(panel).getByRole('group', { name: 'Date' });
    expect(within(date).getByRole<HTMLInputElement>('radio', { name: 'Today' }).checked).toBe(true);
    fireEvent.click(within(date).getByRole('radio', { name: 'All' }));
    const type = within(panel).getByRole('group', { name: 'Payment Type' });
    fireEvent.click(within(type).getByRole('radio', { name: 'Deposit' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('৳2,000.00')).toBeTruthy();
    expect(screen.queryByText('৳750.50')).toBeNull();
    expect(screen.queryByText('৳100.00')).toBeNull();

    // All dates and all types: the bonus from ten days ago shows too.
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    panel = screen.getByRole('dialog', { name: 'Filter transactions' });
    const types = within(panel).getByRole('group', { name: 'Payment Type' });
    fireEvent.click(within(types).getByRole('radio', { name: 'All' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('৳100.00')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it("says 'No Data' when nothing matches", async () => {
    signIn();
    serve(list([oldBonus]));
    renderScreen();
    expect(await screen.findByText('No Data')).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    signIn();
    let fail = true;
    serve(() => (fail ? 'network-error' : list([deposit])));
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('৳2,000.00')).toBeTruthy();
  });

  it('opens the detail popup with the default method name, the timeline and the details', async () => {
    signIn();
    serve(list([failedWithdraw]));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Withdrawal/ }));
    const dialog = screen.getByRole('dialog', { name: 'Agent' });
    expect(within(dialog).getByText('Request received')).toBeTruthy();
    expect(within(dialog).getByText('Payment initiated')).toBeTruthy();
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    expect(within(dialog).getByText('Reason: Name on the wallet does not match')).toBeTruthy();
    const details = within(dialog).getByRole('region', { name: 'Details' });
    expect(within(details).getByText('01712345678')).toBeTruthy();
    expect(within(details).getAllByText('Not given')).toHaveLength(2);
    expect(within(details).getByText('৳750.50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says in Bangla why an unpaid checkout failed, and an operator's reason as typed", async () => {
    signIn();
    const unpaid = transactionFixture({
      transaction_id: 'D-2',
      amount: 1500,
      key: '2',
      created_at: minutesAgo(3),
      initiated_at: minutesAgo(3),
      completed_at: minutesAgo(2),
      reason: gatewayDepositMessages.paymentCancelled,
    });
    serve(list([unpaid, failedWithdraw]));
    renderScreen('bn');
    fireEvent.click((await screen.findAllByRole('button', { name: /ডিপোজিট/ }))[0]!);
    expect(await screen.findByText(/পেমেন্ট পেজে পেমেন্টটি বাতিল করা হয়েছে।/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'বন্ধ করুন' }));
    fireEvent.click(screen.getByRole('button', { name: /উত্তোলন/ }));
    expect(await screen.findByText(/Name on the wallet does not match/)).toBeTruthy();
  });

  it('names the method in the popup header when there is one', async () => {
    signIn();
    serve(list([deposit]));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: /Deposit/ }));
    const dialog = screen.getByRole('dialog', { name: 'bKash' });
    expect(within(dialog).getByText('Completed')).toBeTruthy();
  });
});
