// The Terms and Conditions the sign-up line names: the line's link and the footer's open /terms,
// whose sections say the site's rules (accounts, money, bonuses, the exchange, Bookmaker and
// Fancy, casino, playing responsibly, changes), in English and Bangla; on a desktop too.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

const sections = [
  'Your account',
  'Deposits and withdrawals',
  'Bonuses and rewards',
  'Exchange bets',
  'Bookmaker and Fancy',
  'Casino games',
  'Playing responsibly',
  'Changes to these terms',
];

test('the sign-up line and the footer link to the terms, which read in both languages', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
  for (const title of sections) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Bookmaker and Fancy' })).toContainText(
    'A Lottery line compares the last digit of the runs',
  );
  await shoot(page, 'terms-en');

  // The phone's footer, at the end of home.
  await page.goto('/');
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/signup');
  await page.getByRole('link', { name: 'শর্তাবলীতে' }).click();
  await expect(page.getByRole('heading', { name: 'শর্তাবলী', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'বুকমেকার ও ফ্যান্সি' })).toContainText('খাদ্দা');
  await shoot(page, 'terms-bn');
});

test('the desktop footer links to the terms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exchange bets' })).toBeVisible();
  await shoot(page, 'terms-desktop-en');
});
