// The console's Money area at desktop width (issue "Operator console", acceptance): a player on a
// phone reports a manual deposit with a receipt and a TRX id; a FINANCE operator in another
// browser finds it in the Deposits queue, opens the receipt and approves it; the player's balance
// rises and the approval is in the audit log. A withdrawal is rejected (the money goes back), the
// next approved and marked paid, and a receiving number switched off is no longer given out.
// Support reads the queues without deciding (UI and API); a trader has no Money area.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import {
  createOperator,
  signInToConsole,
  openAuditOf,
  openConsoleArea,
} from '../fixtures/operators';
import { newPhonePage } from '../fixtures/phone';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer, reportDeposit, setBirthday, verifyPhone } from '../fixtures/wallet';
import { completeTurnovers, requestWithdrawal } from '../fixtures/withdrawal-fixtures';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

async function balanceOf(request: APIRequestContext, player: TestPlayer): Promise<number> {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

async function openMoney(page: Page, tab: 'Deposits' | 'Withdrawals' | 'Payment methods') {
  await openConsoleArea(page, 'Money');
  await page.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: tab }).click();
  await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
}

test('a finance operator approves the deposit a player reported in another browser', async ({
  browser,
  baseURL,
  page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  const phone = await newPhonePage(browser, baseURL);
  await signInViaApi(phone, player);
  await phone.goto('/deposit');
  await phone.getByRole('radio', { name: /bKash/ }).check();
  await phone.getByRole('radio', { name: 'Send Money', exact: true }).check();
  await phone.getByRole('button', { name: '1,000', exact: true }).click();
  await phone.getByRole('button', { name: 'Next' }).click();
  await expect(phone).toHaveURL(/\/make-payment$/);
  const trxId = `9${randomBytes(4).toString('hex').toUpperCase()}`;
  await phone.getByRole('textbox', { name: 'Transaction ID (TrxID)' }).fill(trxId);
  // The receipt is a real screenshot (of this very screen), as a player would attach one.
  const receiptPng = await phone.screenshot({ type: 'png' });
  await phone
    .getByLabel('Payment screenshot or receipt (optional)')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng });
  await expect(phone.getByText('Attached')).toBeVisible();
  await phone.getByRole('button', { name: 'Submit' }).click();
  await phone.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(phone).toHaveURL(/\/payment-request$/);

  const finance = await createOperator(request, 'finance');
  await signInToConsole(page, finance);
  await openMoney(page, 'Deposits');
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('৳1,000.00');
  await expect(row).toContainText(trxId);
  await expect(row).toContainText(player.phone);
  await expect(row).toContainText('bKash Personal');
  await expect(row).toContainText('Pending');
  await shoot(page, 'admin-money-deposits');

  const transactionId = (await row.locator('code').textContent()) ?? '';
  expect(transactionId).toMatch(/^D/);
  await row.getByRole('button', { name: `Receipt of ${transactionId}` }).click();
  const receipt = page.getByRole('dialog', { name: `Receipt of ${transactionId}` });
  const image = receipt.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(750);
  await shoot(page, 'admin-money-receipt');
  await receipt.getByRole('button', { name: 'Close' }).click();

  const before = await balanceOf(request, player);
  await row.getByRole('button', { name: `Approve ${transactionId}` }).click();
  const review = page.getByRole('dialog', { name: `Approve deposit ${transactionId}` });
  await expect(review).toContainText('৳1,000.00');
  await shoot(page, 'admin-money-approve-review');
  await review.getByRole('button', { name: 'Confirm: Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deposit approved.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);

  // ৳1,000 and bKash's 3% method bonus.
  expect(await balanceOf(request, player)).toBe(before + 1030);
  await phone.goto('/account');
  await expect(phone.locator('.wallet-card__amount')).toHaveText('৳1,030.00');
  await shoot(phone, 'admin-money-player-credited');

  await openAuditOf(page, 'wallet_transaction', transactionId);
  const entry = page.getByRole('row').filter({ hasText: 'deposit.approve' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(finance.username);
  await shoot(page, 'admin-money-audit');
  await phone.context().close();
});

test('a finance operator rejects a withdrawal (the money goes back), then approves and pays the next', async ({
  page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  setBirthday(player.username, '1995-04-30');
  await fundPlayer(request, player, 3000);
  completeTurnovers(player.username);
  await requestWithdrawal(request, player, 1000);
  expect(await balanceOf(request, player)).toBe(2000);

  const finance = await createOperator(request, 'finance');
  await signInToConsole(page, finance);
  await openMoney(page, 'Withdrawals');
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('৳1,000.00');
  await expect(row).toContainText(player.phone);
  const transactionId = (await row.locator('code').textContent()) ?? '';
  await shoot(page, 'admin-money-withdrawals');
  await row.getByRole('button', { name: `Reject ${transactionId}` }).click();
  const review = page.getByRole('dialog', { name: `Reject ${transactionId}` });
  await review.getByRole('button', { name: 'Confirm: Reject' }).click();
  await expect(review.getByText('Please give a reason the player will read.')).toBeVisible();
  await review.getByLabel('Reason the player will read').fill('The number is not registered.');
  await shoot(page, 'admin-money-reject-review');
  await review.getByRole('button', { name: 'Confirm: Reject' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal rejected' })).toBeVisible();
  expect(await balanceOf(request, player)).toBe(3000);

  await page.getByLabel('Status').selectOption('fail');
  const rejected = page.getByRole('row').filter({ hasText: transactionId });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('The number is not registered.');

  // The next one is approved (finance takes the payout on), sent, and marked paid with its TRX id.
  await requestWithdrawal(request, player, 1200);
  await page.getByLabel('Status').selectOption('pending');
  const next = page.getByRole('row').filter({ hasText: player.username });
  await expect(next).toContainText('৳1,200.00');
  await expect(next).toContainText('bKash');
  const nextId = (await next.locator('code').textContent()) ?? '';
  await next.getByRole('button', { name: `Approve ${nextId}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve withdrawal ${nextId}` });
  await expect(approve).toContainText(`You take on paying ৳1,200.00 to ${player.phone}`);
  await approve.getByRole('button', { name: 'Confirm: Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal approved.' })).toBeVisible();
  await expect(next).toContainText('Paying');
  await expect(next).toContainText(`Approved by ${finance.username}`);
  // Approval moves no money: the amount is still held.
  expect(await balanceOf(request, player)).toBe(1800);
  await shoot(page, 'admin-money-withdrawal-paying');
  await next.getByRole('button', { name: `Mark paid ${nextId}` }).click();
  const pay = page.getByRole('dialog', { name: `Mark withdrawal paid ${nextId}` });
  await pay.getByLabel('Payout TRX id (optional)').fill('PAYOUT7K2M');
  await pay.getByRole('button', { name: 'Confirm: Mark paid' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Withdrawal marked as paid.' }),
  ).toBeVisible();
  await page.getByLabel('Status').selectOption('success');
  const paid = page.getByRole('row').filter({ hasText: nextId });
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText('PAYOUT7K2M');
  expect(await balanceOf(request, player)).toBe(1800);
  await shoot(page, 'admin-money-withdrawals-paid');
});

test('a receiving number switched off is no longer given to players', async ({
  browser,
  baseURL,
  page,
  request,
  player,
}) => {
  await signInToConsole(page, await createOperator(request, 'finance'));
  await openMoney(page, 'Payment methods');
  const numbers = page.getByRole('table', { name: 'Receiving numbers of Upay Personal' });
  const rows = numbers.getByRole('row');
  await expect(rows).toHaveCount(3);
  const first = (await rows.nth(1).locator('code').textContent()) ?? '';
  const second = (await rows.nth(2).locator('code').textContent()) ?? '';
  expect(first).toMatch(/^01\d{9}$/);
  await rows
    .nth(1)
    .getByRole('button', { name: `Switch off ${first}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Switch off ${first}` });
  await expect(confirm).toContainText(`Players will no longer be given ${first}`);
  await shoot(page, 'admin-money-number-off-confirm');
  await confirm.getByRole('button', { name: 'Confirm: switch off' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Receiving number saved.' }),
  ).toBeVisible();
  await expect(rows.nth(1)).toContainText('Off');
  await shoot(page, 'admin-money-payment-methods');

  // Rotation would alternate between the two; now only the second is given out.
  verifyPhone(player.username);
  const phone = await newPhonePage(browser, baseURL);
  await signInViaApi(phone, player);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await phone.goto('/deposit');
    await phone.getByRole('radio', { name: /Upay/ }).check();
    await phone.getByRole('radio', { name: 'Send Money', exact: true }).check();
    await phone.getByRole('button', { name: '1,000', exact: true }).click();
    await phone.getByRole('button', { name: 'Next' }).click();
    await expect(phone).toHaveURL(/\/make-payment$/);
    await expect(phone.getByText(`01*******${second.slice(-2)}`, { exact: true })).toBeVisible();
  }
  await shoot(phone, 'admin-money-player-number');

  // The method's own minimum: a smaller deposit is refused with the method's limits.
  const upay = page.getByRole('article', { name: 'Upay Personal' });
  await upay.getByRole('button', { name: 'Edit Upay Personal' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Upay Personal' });
  await edit.getByLabel('Minimum deposit (৳)').fill('2000');
  await edit.getByRole('button', { name: 'Save method' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment method saved.' })).toBeVisible();
  await expect(upay).toContainText('deposits ৳2,000.00 to ৳25,000.00');
  await phone.goto('/deposit');
  await phone.getByRole('radio', { name: /Upay/ }).check();
  await phone.getByRole('radio', { name: 'Send Money', exact: true }).check();
  await phone.getByRole('button', { name: '1,000', exact: true }).click();
  await phone.getByRole('button', { name: 'Next' }).click();
  await expect(phone.getByRole('alertdialog')).toContainText(
    'Upay Personal takes ৳2,000.00 to ৳25,000.00 a deposit.',
  );
  await shoot(phone, 'admin-money-player-method-minimum');
  await phone.context().close();

  await rows
    .nth(1)
    .getByRole('button', { name: `Switch on ${first}` })
    .click();
  await page
    .getByRole('dialog', { name: `Switch on ${first}` })
    .getByRole('button', { name: 'Confirm: switch on' })
    .click();
  await expect(rows.nth(1)).toContainText('On');
});

test('support reads the queues without deciding; other roles have no Money area', async ({
  page,
  request,
  player,
}) => {
  verifyPhone(player.username);
  // Another player reports this player's bKash TRX id on Nagad: each wallet's check lets it
  // through, and the queue links the two deposits.
  const trxId = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
  await reportDeposit(request, player, 800, undefined, undefined, { provider: 'bKash', trxId });
  const copier = await createPlayer(request);
  await reportDeposit(request, copier, 600, undefined, undefined, { provider: 'Nagad', trxId });

  const support = await createOperator(request, 'support');
  await signInToConsole(page, support);
  await openMoney(page, 'Deposits');
  // Each row names the other player in its warning, so a row is told by its amount too.
  const row = page
    .getByRole('row')
    .filter({ hasText: player.username })
    .filter({ hasText: '৳800.00' });
  await expect(row).toContainText('৳800.00');
  await expect(row.getByRole('note')).toContainText(`Same TRX id on D`);
  await expect(row.getByRole('note').getByRole('link', { name: copier.username })).toBeVisible();
  const copierRow = page
    .getByRole('row')
    .filter({ hasText: copier.username })
    .filter({ hasText: '৳600.00' });
  await expect(copierRow.getByRole('note')).toContainText(`by ${player.username}`);
  await shoot(page, 'admin-money-deposit-warnings');
  await expect(row.getByRole('button', { name: /^(Approve|Reject) / })).toHaveCount(0);
  await expect(
    page.getByText('Finance or the owner decides; your role reads the queue.'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Money' }).getByRole('link', { name: 'Payment methods' }),
  ).toHaveCount(0);
  // A narrow screen still reads the queue: the table scrolls sideways inside its box.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row).toBeVisible();
  await shoot(page, 'admin-money-support-375');

  const login = await request.post('/admin-api/login', {
    data: { username: support.username, password: support.password },
  });
  const { token } = (await login.json()) as { token: string };
  const transactionId = (await row.locator('code').textContent()) ?? '';
  const refused = await request.post(`/admin-api/deposits/${transactionId}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(refused.status()).toBe(403);
  const methods = await request.get('/admin-api/payment-methods', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(methods.status()).toBe(403);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signInToConsole(page, await createOperator(request, 'trader'));
  await expect(
    page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Money' }),
  ).toHaveCount(0);
  await page.goto('/admin/money/deposits');
  await expect(page.getByText(/cannot use this area/)).toBeVisible();
});
