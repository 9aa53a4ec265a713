// Records ([contract: Screens] /transaction-record, /turnover-record): today's deposits and withdrawals
// with their tags, the filter panel (Status, Payment Type, Date), the detail popup's header,
// timeline and details, and a promotion deposit's Active turnover ticket with its progress and
// details; both in Bangla too.
import { expect, test } from '../fixtures/worker-server';
import { signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import {
  fundPlayer,
  pendingDepositOf,
  rejectDeposit,
  reportDeposit,
  setBirthday,
} from '../fixtures/wallet';
import {
  completeTurnovers,
  fundPlayerWithPromotion,
  requestWithdrawal,
} from '../fixtures/withdrawal-fixtures';

/** Today in Dhaka as the record's day heading shows it: DD/MM/YYYY. */
function dhakaToday(): string {
  const shifted = new Date(Date.now() + 6 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()}`;
}

test('the transaction record filters its rows and opens their details', async ({
  page,
  request,
  player,
}) => {
  setBirthday(player.username, '1995-04-30');
  await fundPlayer(request, player, 3000);
  await reportDeposit(request, player, 500);
  const refused = await pendingDepositOf(request, player.username);
  await rejectDeposit(request, refused!, 'No payment arrived from this number.');
  completeTurnovers(player.username);
  await requestWithdrawal(request, player, 600);

  await signInViaApi(page, player);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Transaction Records' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Records', level: 1 })).toBeVisible();
  const today = page.getByRole('region', { name: dhakaToday() });
  const rows = today.getByRole('button');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(/Withdrawal.*৳600\.00Processing/);
  await expect(rows.nth(1)).toContainText(/Deposit.*৳500\.00Fail/);
  await expect(rows.nth(2)).toContainText(/Deposit.*৳3,000\.00Success/);
  await shoot(page, 'transaction-record');

  const filter = async (choices: [group: string, choice: string][]) => {
    await page.getByRole('button', { name: 'Filter' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter transactions' });
    for (const [group, choice] of choices) {
      await panel.getByRole('group', { name: group }).getByText(choice, { exact: true }).click();
    }
    return panel;
  };

  let panel = await filter([['Status', 'Pending']]);
  await shoot(page, 'transaction-record-filter');
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Withdrawal');

  panel = await filter([
    ['Status', 'All'],
    ['Payment Type', 'Deposit'],
  ]);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(rows).toHaveCount(2);

  // Back leaves the filters as they were.
  panel = await filter([['Date', 'Yesterday']]);
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(rows).toHaveCount(2);
  panel = await filter([['Date', 'Yesterday']]);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No Data')).toBeVisible();

  panel = await filter([['Date', 'Today']]);
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await rows.filter({ hasText: '৳3,000.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rocket' });
  await expect(dialog.getByText('Request received')).toBeVisible();
  await expect(dialog.getByText('Payment initiated')).toBeVisible();
  await expect(dialog.getByText('Completed')).toBeVisible();
  const details = dialog.getByRole('region', { name: 'Details' });
  await expect(details.getByText(player.phone)).toBeVisible();
  await expect(details.getByText('৳3,000.00')).toBeVisible();
  await shoot(page, 'transaction-record-detail');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await rows.filter({ hasText: '৳500.00' }).click();
  await expect(
    page.getByRole('dialog').getByText('Reason: No payment arrived from this number.'),
  ).toBeVisible();
});

test('a promotion deposit opens an Active turnover ticket', async ({ page, request, player }) => {
  await fundPlayerWithPromotion(request, player, 1000, 'Deposit Bonus 100%');
  await signInViaApi(page, player);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Turnover' }).click();
  await expect(page.getByRole('heading', { name: 'Turnover Record', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');

  const ticket = page.getByRole('article', { name: 'Deposit Bonus 100%' });
  await expect(ticket.getByText('Active')).toBeVisible();
  await expect(ticket.getByText('৳20,000.00', { exact: true }).first()).toBeVisible();
  await expect(ticket.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await ticket.getByRole('button', { name: 'Details' }).click();
  await expect(ticket.getByText('×10')).toBeVisible();
  await expect(ticket.getByText('৳2,000.00')).toBeVisible();
  await expect(ticket.getByText('Rocket')).toBeVisible();
  await shoot(page, 'turnover-record');

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  completeTurnovers(player.username);
  await page.reload();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(
    page.getByRole('article', { name: 'Deposit Bonus 100%' }).getByRole('progressbar'),
  ).toHaveAttribute('aria-valuenow', '100');
  await shoot(page, 'turnover-record-completed');
});

test('records read in Bangla', async ({ page, request, player }) => {
  await fundPlayerWithPromotion(request, player, 1000, 'Deposit Bonus 100%');
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(page, player);
  await page.goto('/transaction-record');
  await expect(page.getByRole('heading', { name: 'লেনদেনের রেকর্ড', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /ডিপোজিট/ })).toContainText('সফল');
  await shoot(page, 'transaction-record-bn');
  await page.goto('/turnover-record');
  await expect(page.getByRole('tab', { name: 'চলমান' })).toBeVisible();
  await expect(page.getByText('৳২০,০০০.০০', { exact: true }).first()).toBeVisible();
  await shoot(page, 'turnover-record-bn');
});
