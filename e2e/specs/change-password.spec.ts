// Reset password ([contract: Screens] /reset-password, [contract: States], [contract: Validation], [contract: Error texts]) at 375×812: a visitor goes to
// /login; the requirements list states the enforced rule; the checks' messages one at a time in
// the spec's order; a wrong current password, a failure with no message and a lost connection;
// success shows the spec's message, signs every device out and lands on /login 1.5 s later, where
// only the new password works.
import { bnMessages } from '@khela/contract';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';

const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function openScreen(page: Page, player: TestPlayer): Promise<void> {
  await signInViaApi(page, player);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
}

async function fillForm(page: Page, current: string, next: string, confirmation = next) {
  await field(page, 'Current password').fill(current);
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(confirmation);
}

test('a visitor is sent to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
});

test("the requirements list and the checks in the spec's order", async ({ page, player }) => {
  await openScreen(page, player);
  const requirements = page.getByRole('region', { name: 'Password requirements' });
  await expect(requirements.getByRole('listitem')).toHaveText([
    /At least 8 characters/,
    /At least one letter/,
    /At least one number/,
    /Letters and numbers only/,
  ]);
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(page.getByText(rule)).toBeVisible();
  await expect(field(page, 'New password')).toBeFocused();
  await shoot(page, 'password-rule-en');

  await field(page, 'New password').fill('fresh!2025');
  await submit.click();
  await expect(page.getByText(rule)).toBeVisible();

  await field(page, 'New password').fill('fresh2025');
  await expect(requirements.getByText('not met yet')).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('Please enter your current password.')).toBeVisible();
  await expect(page.getByText(rule)).toBeHidden();

  await field(page, 'Current password').fill(player.password);
  await submit.click();
  await expect(page.getByText('Please confirm your new password.')).toBeVisible();

  await field(page, 'Confirm new password').fill('fresh2026');
  await submit.click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  const toggles = page.getByRole('button', { name: 'Show password' });
  await expect(toggles).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) await toggles.first().click();
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    await expect(field(page, label)).toHaveAttribute('type', 'text');
  }
  await shoot(page, 'password-mismatch-en');
});

test('a wrong current password, a failure without a message and a lost connection', async ({
  page,
  request,
  player,
}) => {
  await openScreen(page, player);
  const submit = page.getByRole('button', { name: 'Change password' });

  await fillForm(page, 'notmine123', 'fresh2025');
  await submit.click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(field(page, 'Current password')).toBeFocused();
  await shoot(page, 'password-wrong-current-en');

  await field(page, 'Current password').fill(player.password);
  await page.route('**/api/user-pwd', (route) => route.fulfill({ status: 500, body: '' }));
  await submit.click();
  await expect(page.getByText('Failed to change password. Please try again.')).toBeVisible();

  await page.unroute('**/api/user-pwd');
  await page.route('**/api/user-pwd', (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(
    page.getByText('An error occurred while changing the password. Please try again.'),
  ).toBeVisible();

  // Nothing changed: the old password still signs in.
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.status()).toBe(200);
});

test('success: the message, every session ended, /login after 1.5 s, the new password works', async ({
  page,
  request,
  player,
}) => {
  const otherDevice = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  const otherToken = ((await otherDevice.json()) as { token: string }).token;
  await openScreen(page, player);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await fillForm(page, player.password, 'fresh2025');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Password changed' });
  await expect(dialog).toContainText(
    'Password changed successfully. Please login with your new password.',
  );
  await expect(page).toHaveURL(/\/reset-password$/);
  await shoot(page, 'password-changed-en');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  for (const ended of [token, otherToken]) {
    const balance = await request.post('/api/balance', {
      headers: { authorization: `Bearer ${ended}` },
    });
    expect(balance.status()).toBe(401);
  }
  const oldLogin = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(oldLogin.status()).toBe(401);

  await page.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill('fresh2025');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Main Wallet balance/ })).toBeVisible();
});

test('reads in Bangla', async ({ memberPage: page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'bn'));
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড রিসেট', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  // The rule's English is the recovery screen's too, so both screens show its one Bangla text.
  await expect(page.getByText(bnMessages['recovery.passwordRule'])).toBeVisible();
  await shoot(page, 'password-bn');
});
