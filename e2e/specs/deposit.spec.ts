// Deposits ([contract: Screens] /deposit, /make-payment, /payment-request; [contract: Validation]; [contract: Error texts]): Next's checks in the
// spec's order, a manual bKash Send Money deposit reported with a receipt and approved by the
// operator, a pending deposit blocking the next one, and a sandbox gateway checkout paid (and one
// cancelled) on its own page, each ending with what the player sees on /payment-request and
// /account.
import { bnMessages, inboxNoticeMessages } from '@khela/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import {
  approveDeposit,
  pendingDepositOf,
  rejectDeposit,
  reportDeposit,
  verifyPhone,
} from '../fixtures/wallet';

/** A 1×1 PNG: the server checks a receipt's first bytes, so it must be a real image. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const accountNumberInvalid = 'অনুগ্রহ করে সঠিক ১১ সংখ্যার অ্যাকাউন্ট নম্বর দিন।';
const transactionIdInvalid = 'অনুগ্রহ করে সঠিক TrxID (লেনদেন আইডি) দিন, কমপক্ষে ৭ অক্ষর।';
const depositSuccessful = 'আপনার ডিপোজিট সফল হয়েছে।';

async function expectModal(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Deposit' });
  await expect(dialog).toContainText(message);
}

async function closeModal(page: Page): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

async function chooseDeposit(page: Page, channel: string, amount: string): Promise<void> {
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('radio', { name: channel, exact: true }).check();
  await page.getByRole('button', { name: amount, exact: true }).click();
}

test('Next shows the spec messages in order', async ({ memberPage: page, player }) => {
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /bKash/ })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expectModal(page, 'Please verify your phone number first.');
  await shoot(page, 'deposit-phone-not-verified');
  await closeModal(page);

  verifyPhone(player.username);
  await page.reload();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectModal(page, 'Please fill in your amount.');
  await closeModal(page);

  await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectModal(page, 'Please select a valid payment method.');
  await closeModal(page);

  await page.getByRole('radio', { name: /bKash/ }).check();
  await expect(page.getByRole('radio', { name: 'Send Money', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectModal(page, 'Please select a Deposit channel.');
});

test('a manual deposit is reported, approved and credited', async ({
  memberPage: page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  await page.goto('/deposit');
  await expect(page.getByRole('radio', { name: /bKash/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Promotion' })).toBeVisible();
  await chooseDeposit(page, 'Send Money', '1,000');
  await shoot(page, 'deposit-en');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/make-payment$/);
  await expect(page.getByRole('heading', { name: 'Send Money', level: 1 })).toBeVisible();
  await expect(page.getByText(/^01\*{7}\d{2}$/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:[0-5]\d)$/);
  await expect(page.getByText('কীভাবে পেমেন্ট করবেন')).toBeVisible();

  // The player's own verified phone is offered; a typed number must have 11 digits.
  const phone = page.getByRole('combobox', { name: 'The number you paid from' });
  await expect(phone).toHaveValue(player.phone);
  await phone.selectOption('other');
  await page.getByRole('textbox', { name: 'Number you paid from (11 digits)' }).fill('01712');
  await page.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).fill('AB12');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(accountNumberInvalid)).toBeVisible();
  await expect(page.getByText(transactionIdInvalid)).toBeVisible();
  await shoot(page, 'make-payment-field-checks');

  await phone.selectOption(player.phone);
  await page.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).fill('9XYZ12345');
  await page
    .getByLabel('Payment screenshot or receipt (optional)')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('Attached')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Receipt preview' })).toBeVisible();
  await shoot(page, 'make-payment-en');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expectModal(page, depositSuccessful);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL(/\/payment-request$/);
  await expect(
    page.getByRole('heading', { name: 'Get Ready! Your Money is on its way' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:[0-5]\d)$/);
  await expect(page.getByText('৳1,000.00')).toBeVisible();
  await shoot(page, 'payment-request-en');

  const transactionId = await pendingDepositOf(request, player.username);
  expect(transactionId).toBeDefined();
  await approveDeposit(request, transactionId!);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // ৳1,000 and bKash's 3% method bonus.
  await expect(page.locator('.wallet-card__amount')).toHaveText('৳1,030.00');

  // The server's notice of the credit, in English and, read back by its code, in Bangla.
  await page.goto('/inbox');
  const notice = page.getByRole('button', {
    name: new RegExp(`^${inboxNoticeMessages.depositCreditedTitle}`),
  });
  await notice.click();
  await expect(page.getByRole('dialog')).toContainText(
    `(${transactionId}) was added to your Main Wallet. A bonus of ৳30.00 was added too.`,
  );
  await shoot(page, 'inbox-notice-en');
  await page.evaluate(() => window.localStorage.setItem('language', 'bn'));
  await page.reload();
  const banglaTitle = bnMessages['inboxNotice.depositCreditedTitle'];
  await page.getByRole('button', { name: new RegExp(`^${banglaTitle}`) }).click();
  const dialog = page.getByRole('dialog', { name: banglaTitle });
  // Its figures in Bangla digits, its transaction id as written (the player quotes it to the desk).
  await expect(dialog).toContainText(transactionId!);
  await expect(dialog).toContainText('৳১,০০০.০০');
  await expect(dialog).toContainText('৳৩০.০০');
  await expect(dialog).not.toContainText('was added to your Main Wallet');
  await shoot(page, 'inbox-notice-bn');
});

test('a listed promotion is claimed with a deposit and its bonus credited', async ({
  memberPage: page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  await page.goto('/deposit');
  const promotion = page.getByRole('combobox', { name: 'Promotion' });
  // The select offers exactly what a deposit may claim: a listed promotion with a bonus, not the
  // listed cashback that has none.
  await expect(promotion.locator('option')).toContainText(['100% Welcome Bonus (+100% bonus)']);
  await expect(promotion.locator('option', { hasText: 'Fishing Frenzy Cashback' })).toHaveCount(0);
  await promotion.selectOption({ label: '100% Welcome Bonus (+100% bonus)' });
  await chooseDeposit(page, 'Send Money', '1,000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/make-payment$/);

  await page.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).fill('7WLC123456');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectModal(page, depositSuccessful);
  await approveDeposit(request, (await pendingDepositOf(request, player.username))!);
  await page.goto('/account');
  // ৳1,000, the promotion's 100% and bKash's 3% method bonus.
  await expect(page.locator('.wallet-card__amount')).toHaveText('৳2,030.00');
});

test('make-payment closes its form when the time is up', async ({ page, player }) => {
  verifyPhone(player.username);
  await page.clock.install();
  await signInViaApi(page, player);
  await page.goto('/deposit');
  await chooseDeposit(page, 'CashOut', '3,000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Cash Out', level: 1 })).toBeVisible();

  await page.clock.fastForward('10:01');
  await expect(page.getByRole('timer')).toHaveText('0:00');
  await expect(page.getByRole('alert')).toContainText('Time is up.');
  await expect(page.getByRole('textbox', { name: 'Transaction ID (TrxID)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await shoot(page, 'make-payment-time-up');
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
});

test('a pending deposit blocks the next one until it is decided', async ({
  page,
  request,
  player,
}) => {
  await reportDeposit(request, player, 700);
  await signInViaApi(page, player);
  await page.goto('/deposit');
  await chooseDeposit(page, 'Send Money', '500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectModal(page, 'You already have a pending deposit. Please wait until it is processed.');
  await closeModal(page);

  const transactionId = await pendingDepositOf(request, player.username);
  await rejectDeposit(request, transactionId!, 'No payment arrived with this TrxID.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/make-payment$/);
});

test('a sandbox gateway checkout is paid and credited', async ({ memberPage: page, player }) => {
  verifyPhone(player.username);
  await page.goto('/deposit');
  await chooseDeposit(page, 'Merchant', '2,000');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByLabel('Your wallet number').fill('01812345678');
  await shoot(page, 'sandbox-checkout');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/payment-request\?deposit=.+&status=success/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // What reached the wallet, part by part: ৳2,000 and bKash's 3 % method bonus.
  await expect(page.getByText('৳2,060.00 has been added to your Main Wallet.')).toBeVisible();
  await expect(page.getByTestId('credit-parts')).toHaveText(
    'Deposit৳2,000.00bKash bonus৳60.00Added to Main Wallet৳2,060.00',
  );
  await shoot(page, 'payment-request-paid');
  await page.getByRole('link', { name: 'Close' }).click();
  // ৳2,000 and bKash's 3% method bonus.
  await expect(page.locator('.wallet-card__amount')).toHaveText('৳2,060.00');
});

test('a cancelled checkout says so and offers a new deposit', async ({
  memberPage: page,
  player,
}) => {
  verifyPhone(player.username);
  await page.goto('/deposit');
  await chooseDeposit(page, 'Merchant', '500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment-request\?deposit=.+&status=cancelled/);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await shoot(page, 'payment-request-cancelled');
  await page.getByRole('link', { name: 'Deposit again' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
});

test('the deposit screens read in Bangla', async ({ memberPage: page, player }) => {
  verifyPhone(player.username);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'ডিপোজিট', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('radio', { name: 'সেন্ড মানি', exact: true }).check();
  await page.getByRole('button', { name: '৫,০০০', exact: true }).click();
  await shoot(page, 'deposit-bn');
  await page.getByRole('button', { name: 'পরবর্তী' }).click();
  await expect(page.getByRole('heading', { name: 'সেন্ড মানি', level: 1 })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(১০:০০|৯:[০-৫][০-৯])$/);
  await shoot(page, 'make-payment-bn');
});

test('make-payment and payment-request explain themselves when opened directly', async ({
  page,
  player,
}) => {
  await page.goto('/make-payment');
  await expect(page.getByText('Please log in and start your deposit again.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Deposit' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInViaApi(page, player);
  await page.goto('/make-payment');
  await expect(page.getByRole('heading', { name: 'No payment in progress' })).toBeVisible();
  await page.goto('/payment-request');
  await expect(page.getByRole('heading', { name: 'Nothing on its way' })).toBeVisible();
  await shoot(page, 'payment-request-empty');
});
