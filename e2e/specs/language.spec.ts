// The header's language selector switches the whole app to Bangla and remembers the choice; the
// screenshots of each screen in both languages are for review.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('switching to Bangla changes the header and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await shoot(page, 'home-visitor-en');

  await page.getByLabel('Language').selectOption('bn');
  await expect(page.getByRole('link', { name: 'সাইন আপ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await shoot(page, 'home-visitor-bn');

  await page.reload();
  await expect(page.getByRole('link', { name: 'সাইন আপ' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
});

test('login and signup read in Bangla', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'লগইন' })).toBeVisible();
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
  await expect(page.getByText('ইউজারনেম দিতে হবে')).toBeVisible();
  await shoot(page, 'login-bn');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'সাইন আপ' })).toBeVisible();
  await shoot(page, 'signup-bn');
});

test('a member sees the balance and the account menu in Bangla digits', async ({
  memberPage: page,
  player,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: /মূল ওয়ালেটের ব্যালেন্স: ৳০\.০০/ })).toBeVisible();
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await shoot(page, 'home-member-bn');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: player.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'মূল ওয়ালেট' }).getByText('৳০.০০')).toBeVisible();
  await shoot(page, 'account-bn');
});
