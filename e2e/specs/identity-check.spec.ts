// Identity checks (issue 22, item 3; acceptance at 375×812): a player with ৳15,000 is refused a
// ৳12,000 withdrawal for want of a verified identity, follows the refusal's link, sends an NID
// (front, back) and a selfie, and sees it waiting; a finance operator in another browser reviews
// the photos and approves it; the player, told in the inbox, then withdraws the ৳12,000. Read in
// English and Bangla.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createOperator, openConsoleArea, signInToConsole } from '../fixtures/operators';
import { newDesktopPage } from '../fixtures/phone';
import { shoot } from '../fixtures/screenshots';
import { setBirthday, verifyPhone } from '../fixtures/wallet';
import { completeTurnovers } from '../fixtures/withdrawal-fixtures';

test.use({ playerTaka: 15_000 });

const identityRefusal =
  'Withdrawals above ৳10,000.00 need a verified identity. Verify your identity on the Verify your identity page (/account/identity), then try again.';

async function askToWithdraw(page: Page, player: { phone: string }, amount: string) {
  await page.goto('/withdrawal');
  await page.getByText('bKash', { exact: true }).click();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await expect(page.getByLabel('Receive to (verified phone)')).toHaveValue(player.phone);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** A photo the phone takes: here, a screenshot of the screen itself, so a real PNG. */
async function photoOf(page: Page, name: string) {
  return { name, mimeType: 'image/png', buffer: await page.screenshot({ type: 'png' }) };
}

test('a player verifies their identity and can then withdraw above the threshold', async ({
  memberPage: page,
  request,
  player,
  browser,
  baseURL,
}) => {
  verifyPhone(player.username);
  setBirthday(player.username, '1995-04-30');
  completeTurnovers(player.username);

  await askToWithdraw(page, player, '12000');
  await expect(page.getByText(identityRefusal)).toBeVisible();
  await shoot(page, 'identity-withdrawal-refused');
  await page.getByRole('link', { name: 'Go to Verify your identity' }).click();
  await expect(page).toHaveURL(/\/account\/identity$/);
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not verified yet' })).toBeVisible();
  await shoot(page, 'identity-empty');

  await page.getByLabel('Document number').fill('1995043012');
  await page.getByLabel('Date of birth on the document').fill('1995-04-30');
  for (const part of ['Front of the document', 'Back of the NID', 'Selfie']) {
    await page.getByLabel(part).setInputFiles(await photoOf(page, `${part}.png`));
  }
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await shoot(page, 'identity-filled');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  await shoot(page, 'identity-pending');
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'যাচাইয়ের অপেক্ষায়' })).toBeVisible();
  await shoot(page, 'identity-pending-bn');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  const finance = await createOperator(request, 'finance');
  const console = await newDesktopPage(browser, baseURL);
  await signInToConsole(console, finance);
  await openConsoleArea(console, 'Money');
  await console
    .getByRole('navigation', { name: 'Money' })
    .getByRole('link', { name: 'Identity checks' })
    .click();
  const row = console.getByRole('row').filter({ hasText: player.username });
  await expect(row).toContainText('1995043012');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Review the check of ${player.username}` }).click();
  const review = console.getByRole('dialog', { name: `Identity check of ${player.username}` });
  const photos = review.getByRole('img');
  await expect(photos).toHaveCount(3);
  for (const photo of await photos.all()) {
    await expect
      .poll(() => photo.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await shoot(console, 'identity-console-review');
  await review.getByRole('button', { name: 'Approve' }).click();
  await review.getByRole('button', { name: 'Confirm: Approve' }).click();
  await expect(
    console.getByRole('status').filter({ hasText: `${player.username}: Identity approved.` }),
  ).toBeVisible();
  await console.context().close();

  await page.goto('/account/identity');
  await expect(page.getByRole('heading', { name: 'Identity verified' })).toBeVisible();
  await shoot(page, 'identity-approved');
  await page.goto('/inbox');
  await expect(page.getByText('Identity verified').first()).toBeVisible();

  await askToWithdraw(page, player, '12000');
  const done = page.getByRole('alertdialog', { name: 'Withdrawal successful!' });
  await expect(done).toBeVisible();
  await shoot(page, 'identity-withdrawal-done');
});

test('the account menu leads to the identity page, in Bangla too', async ({ memberPage: page }) => {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/account\/identity$/);
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'পরিচয় যাচাই করুন', level: 1 })).toBeVisible();
  await shoot(page, 'identity-empty-bn');
});
