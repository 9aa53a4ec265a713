// The operator console's dashboard at desktop width: the demo owner lands on it after signing in,
// and today's deposits rise by exactly the deposit approved during the test (one worker: no other
// spec moves money meanwhile). The charts and the queues are on screen and shot.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const OPERATOR = { username: 'admin', password: 'admin12345' };
const DEPOSIT_TAKA = 1234.5;

/** "৳1,23,456.50" → 123456.5 */
function taka(text: string): number {
  const match = /(−?)৳([\d,]+\.\d{2})/.exec(text);
  if (match === null) throw new Error(`No taka amount in "${text}"`);
  const value = Number((match[2] ?? '').replaceAll(',', ''));
  return match[1] === '−' ? -value : value;
}

function todayCard(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: /^Today, / })
    .locator('.figure-card')
    .filter({ has: page.getByText(label, { exact: true }) });
}

test('the owner lands on the dashboard and sees a deposit approved today', async ({
  page,
  request,
  player,
}) => {
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const deposits = todayCard(page, 'Deposits');
  await expect(deposits).toContainText('৳');
  const before = taka((await deposits.textContent()) ?? '');
  const countBefore = Number(/([\d,]+) approved/.exec((await deposits.textContent()) ?? '')?.[1]);

  await fundPlayer(request, player, DEPOSIT_TAKA);
  await page.reload();

  await expect(deposits).toContainText(`${countBefore + 1} approved`);
  expect(taka((await deposits.textContent()) ?? '')).toBeCloseTo(before + DEPOSIT_TAKA, 2);
  await expect(todayCard(page, 'Active players')).toBeVisible();
  await expect(page.getByRole('region', { name: /^This week, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for an operator' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Deposits and withdrawals, last 7 days' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'GGR per day, last 7 days' })).toBeVisible();
  await shoot(page, 'admin-dashboard');
});
