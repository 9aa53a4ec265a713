// Withdrawals ([contract: Screens] /withdrawal; [contract: Validation]; [contract: Error texts]): the pre-check's refusals (no birthday, then
// unfinished turnover after a deposit, with its link to the turnover record), a withdrawal taken
// from the Main Wallet and paid by the operator (Success in the transaction record), and one the
// operator rejects (Fail with the reason, the money back in the Main Wallet).
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { setSiteSetting } from '../fixtures/site-database';
import { fundPlayer, setBirthday, verifyPhone } from '../fixtures/wallet';
import {
  completeTurnovers,
  payWithdrawal,
  rejectWithdrawal,
} from '../fixtures/withdrawal-fixtures';

const dateOfBirthRequired = 'Please set your Date of Birth in your profile before withdrawing.';
const turnoverIncomplete = 'Please complete your turnover and try again.';
const pendingWithdraw = 'You already have a pending withdrawal. Please wait until it is processed.';

/** The balance on the screen (the header shows it too). */
function mainWallet(page: Page) {
  return page.getByRole('region', { name: 'Main Wallet' }).getByRole('paragraph');
}

/** A player who may withdraw: verified phone, birthday, ৳3,000 with its turnover played through. */
async function readyPlayer(page: Page, request: Parameters<typeof createPlayer>[0]) {
  const player = await createPlayer(request);
  verifyPhone(player.username);
  setBirthday(player.username, '1995-04-30');
  await fundPlayer(request, player, 3000);
  completeTurnovers(player.username);
  await signInViaApi(page, player);
  return player;
}

async function withdraw(page: Page, player: TestPlayer, amount: string): Promise<void> {
  await page.goto('/withdrawal');
  await expect(mainWallet(page)).toHaveText('৳3,000.00');
  await page.getByText('bKash', { exact: true }).click();
  await page.getByRole('button', { name: amount, exact: true }).click();
  await expect(page.getByLabel('Receive to (verified phone)')).toHaveValue(player.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdrawal successful!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/payment-request$/);
  await expect(page.getByText('Get Ready! Your Money is on its way')).toBeVisible();
}

test('the pre-check asks for a birthday, then for the turnover of a deposit', async ({
  memberPage: page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { name: 'Withdrawal', level: 1 })).toBeVisible();
  const tips = page.getByRole('region', { name: 'Before you withdraw' });
  await expect(tips.getByText('Not set')).toBeVisible();
  await expect(tips.getByText('Verified', { exact: true })).toBeVisible();
  // A link to /profile once that screen is served; the words either way.
  await expect(page.getByText(dateOfBirthRequired)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'bKash' })).toBeAttached();
  await shoot(page, 'withdrawal-no-birthday');

  setBirthday(player.username, '1995-04-30');
  await fundPlayer(request, player, 1000);
  await page.reload();
  await expect(page.getByText('30/04/1995')).toBeVisible();
  const link = page.getByRole('status').getByRole('link', { name: turnoverIncomplete });
  await expect(link).toBeVisible();
  // How much is left: the deposit's 1× turnover, nothing played yet.
  await expect(page.getByRole('status')).toContainText('৳1,000.00 of turnover is left to play.');
  await shoot(page, 'withdrawal-turnover');
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(page.getByRole('status')).toContainText(/এখনো .+ টার্নওভার খেলা বাকি।/);
  await shoot(page, 'withdrawal-turnover-bn');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(link).toBeVisible();

  // The submit asks the pre-check again and shows the same link beside the button.
  await page.getByText('bKash', { exact: true }).click();
  await page.getByRole('button', { name: '500', exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: turnoverIncomplete }),
  ).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(/\/turnover-record$/);
  await expect(page.getByRole('article', { name: 'Deposit turnover' })).toBeVisible();
});

test('the submit checks the amount first, in the spec order', async ({ page, request }) => {
  await readyPlayer(page, request);
  await page.goto('/withdrawal');
  await expect(mainWallet(page)).toHaveText('৳3,000.00');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Amount is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Withdrawal amount must be between 500 and 25,000.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('700');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select your payment method.')).toBeVisible();
  await shoot(page, 'withdrawal-method-required');
});

test('a paid withdrawal leaves the wallet and shows Success in the record', async ({
  page,
  request,
}) => {
  const player = await readyPlayer(page, request);
  await page.goto('/withdrawal');
  await expect(mainWallet(page)).toHaveText('৳3,000.00');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await expect(page.getByRole('button', { name: '100', exact: true })).toHaveCount(0);
  await expect(page.getByText('Range: ৳500.00 – ৳25,000.00')).toBeVisible();
  await shoot(page, 'withdrawal-form');
  await withdraw(page, player, '1,000');
  await shoot(page, 'withdrawal-payment-request');

  await page.goto('/withdrawal');
  await expect(mainWallet(page)).toHaveText('৳2,000.00');
  await expect(page.getByText(pendingWithdraw)).toBeVisible();

  await payWithdrawal(request, player.username);
  await page.goto('/transaction-record');
  const row = page.getByRole('button', { name: /Withdrawal/ });
  await expect(row).toContainText('৳1,000.00');
  await expect(row).toContainText('Success');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'bKash' });
  await expect(dialog.getByText('Completed')).toBeVisible();
  await expect(dialog.getByText(player.phone)).toBeVisible();
  await shoot(page, 'withdrawal-paid-detail');
});

test('a rejected withdrawal shows Fail with the reason and returns the money', async ({
  page,
  request,
}) => {
  const player = await readyPlayer(page, request);
  await withdraw(page, player, '2,000');
  await rejectWithdrawal(request, player.username, 'The wallet name does not match your account.');

  await page.goto('/transaction-record');
  const row = page.getByRole('button', { name: /Withdrawal/ });
  await expect(row).toContainText('Fail');
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Failed', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Reason: The wallet name does not match your account.'),
  ).toBeVisible();
  await shoot(page, 'withdrawal-rejected-detail');
  await page.keyboard.press('Escape');

  await page.goto('/withdrawal');
  await expect(mainWallet(page)).toHaveText('৳3,000.00');
  await expect(page.getByText(pendingWithdraw)).toBeHidden();
});

test('withdrawals switched off keep the form shut', async ({ page, request }) => {
  await readyPlayer(page, request);
  setSiteSetting('withdrawal_status', 0);
  try {
    await page.goto('/withdrawal');
    await expect(
      page.getByText('Withdrawals are temporarily unavailable. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  } finally {
    setSiteSetting('withdrawal_status', 1);
  }
});

test('the withdrawal screen reads in Bangla', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await readyPlayer(page, request);
  await page.goto('/withdrawal');
  await expect(page.getByRole('heading', { name: 'উত্তোলন', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'মূল ওয়ালেট' }).getByRole('paragraph')).toHaveText(
    '৳৩,০০০.০০',
  );
  await page.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(page.getByText('পরিমাণ লিখতে হবে।')).toBeVisible();
  await shoot(page, 'withdrawal-bn');
});
