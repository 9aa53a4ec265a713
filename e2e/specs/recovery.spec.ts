// Password recovery ([contract: Screens], [contract: States], [contract: Validation], [contract: Error texts]): each tab's own client messages, and a player
// who forgot the password gets a code by e-mail, reads it from the server's sandbox outbox, sets
// a new password, lands on /login 1.5 s later and signs in with it; a code that never came is
// sent again a minute after the last one.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';
import { latestCodeSentTo } from '../fixtures/site-database';

test('each tab asks for its own fields before sending', async ({ page }) => {
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter your username.')).toBeVisible();
  await shoot(page, 'recovery-email-messages-en');

  await page.getByRole('tab', { name: 'SMS' }).click();
  await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('textbox', { name: 'Username' }).fill('someone01');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please enter your phone number.')).toBeVisible();
  await expect(page.getByText('Please enter your username.')).toBeHidden();
  await shoot(page, 'recovery-sms-messages-en');
});

test('the login screen links to recovery', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a player resets the password with the code from the outbox and signs in', async ({
  page,
  request,
  player,
}) => {
  const newPassword = 'fresh2024pass';

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await page.getByRole('button', { name: 'Send OTP' }).click();

  const sent = page.getByRole('alertdialog', { name: 'OTP sent' });
  await expect(sent).toContainText('OTP sent successfully. Please check your email.');
  await shoot(page, 'recovery-otp-sent-en');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('textbox', { name: 'OTP' })).toBeFocused();

  let code: string | undefined;
  await expect
    .poll(() => (code = latestCodeSentTo(player.email)), { timeout: 30_000 })
    .toMatch(/^\d{6}$/);

  await page.getByRole('textbox', { name: 'OTP' }).fill(code!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await shoot(page, 'recovery-reset-en');
  await page.getByRole('button', { name: 'Change password' }).click();

  const changed = page.getByRole('alertdialog', { name: 'Password changed' });
  await expect(changed).toContainText(
    'Password changed successfully. Please login with your new password.',
  );
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  await page.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Main Wallet balance/ })).toBeVisible();

  const oldLogin = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(oldLogin.status()).toBe(401);
});

test('a wrong code shows the server message', async ({ page, player }) => {
  await page.goto('/forgot-password');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(player.phone);
  await page.getByRole('textbox', { name: 'Username' }).fill(player.username);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const sent = page.getByRole('alertdialog', { name: 'OTP sent' });
  await expect(sent).toContainText('OTP sent successfully. Please check your sms.');
  await sent.getByRole('button', { name: 'OK' }).click();

  let code: string | undefined;
  await expect
    .poll(() => (code = latestCodeSentTo(player.phone)), { timeout: 30_000 })
    .toMatch(/^\d{6}$/);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'OTP' }).fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill('fresh2024pass');
  await page.getByLabel('Confirm new password').fill('fresh2024pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('The OTP is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
});

test('recovery reads in Bangla', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeVisible();
  await page.getByRole('button', { name: 'ওটিপি পাঠান' }).click();
  await expect(page.getByText('আপনার ইমেইল ঠিকানা লিখুন।')).toBeVisible();
  await expect(page.getByText('আপনার ইউজারনেম লিখুন।')).toBeVisible();
  await shoot(page, 'recovery-bn');
});

test('a code that never came is sent again a minute later, and the new code resets the password (bn)', async ({
  page,
  player,
}) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'ইমেইল' }).fill(player.email);
  await page.getByRole('textbox', { name: 'ইউজারনেম' }).fill(player.username);
  await page.getByRole('button', { name: 'ওটিপি পাঠান' }).click();
  const sent = page.getByRole('alertdialog', { name: 'ওটিপি পাঠানো হয়েছে' });
  await sent.getByRole('button', { name: 'ঠিক আছে' }).click();
  let first: string | undefined;
  await expect
    .poll(() => (first = latestCodeSentTo(player.email)), { timeout: 30_000 })
    .toMatch(/^\d{6}$/);

  // Not before a minute has passed since the send.
  // Counted in Bangla digits.
  const waiting = page.getByRole('button', { name: /^[০-৯]+ সেকেন্ড পরে আবার কোড পাঠানো যাবে$/ });
  await expect(waiting).toBeDisabled();
  await shoot(page, 'recovery-resend-wait-bn');
  await page.clock.fastForward(61_000);
  await page.getByRole('button', { name: 'আবার কোড পাঠান' }).click();
  await sent.getByRole('button', { name: 'ঠিক আছে' }).click();
  let second: string | undefined;
  await expect
    .poll(() => (second = latestCodeSentTo(player.email)), { timeout: 30_000 })
    .not.toBe(first);
  // Sent again, it waits once more.
  await expect(waiting).toBeDisabled();

  const newPassword = 'resent2024pass';
  await page.getByRole('textbox', { name: 'ওটিপি' }).fill(second!);
  await page.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill(newPassword);
  await page.getByLabel('নতুন পাসওয়ার্ড নিশ্চিত করুন').fill(newPassword);
  await page.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
  await expect(page.getByRole('alertdialog', { name: 'পাসওয়ার্ড পরিবর্তন হয়েছে' })).toBeVisible();
});
