// VIP ([contract: Screens] /vip, [contract: States], [contract: Validation], [contract: Error texts]): the card shows the level the player's settled play
// reached, total VP refresh every second, Convert VP shows the field message and the minimum
// message, the server's refusal, the success (money in the Main Wallet), 'An error occurred' and
// the network message; the VIP details and history pages. Settled stakes come from the server's
// own settlement code run on the test database (fixtures/settled-stakes.ts).
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { settleStakes } from '../fixtures/settled-stakes';

const notEnoughPoints = 'Not enough points. Points must follow minimum VP required to convert.';

function convertField(page: Page) {
  return page.getByLabel('VP to convert');
}

async function convertPoints(page: Page, points: string) {
  await convertField(page).fill(points);
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
}

test('the VIP card, Convert VP with its messages, details and history', async ({
  page,
  player,
}) => {
  // ৳16,000 of settled play: 160 VP, which is Bronze II (150 and up).
  settleStakes(player.username, [10_000, 6_000]);
  await signInViaApi(page, player);
  await page.goto('/vip');

  await expect(page.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Level 2' })).toBeVisible();
  await expect(page.getByTestId('vip-level-name')).toHaveText('Bronze II');
  await expect(page.getByTestId('vip-total')).toHaveText('160');
  await expect(page.getByText('140 VP to Bronze III')).toBeVisible();
  await shoot(page, 'vip');

  // [contract: Validation]: the field's message below the minimum, then the minimum message on submit.
  await convertPoints(page, '5');
  await expect(page.getByText(notEnoughPoints)).toBeVisible();
  await expect(page.getByText('Minimum VP Required: 10.')).toBeVisible();
  await shoot(page, 'vip-minimum');

  // More than the player holds: the field says so, and the server's refusal is shown ([contract: Error texts]).
  await convertPoints(page, '500');
  await expect(page.getByText(notEnoughPoints)).toBeVisible();
  await expect(page.getByText('You do not have that many VP.')).toBeVisible();

  await convertField(page).fill('60');
  await expect(page.getByText('You receive ৳60.00 in your Main Wallet')).toBeVisible();
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('VP converted successfully.')).toBeVisible();
  await expect(page.getByTestId('vip-total')).toHaveText('100');
  // Converting never lowers the level.
  await expect(page.getByTestId('vip-level-name')).toHaveText('Bronze II');
  await shoot(page, 'vip-converted');

  // The user data refreshes every second: play settled elsewhere shows without a reload.
  settleStakes(player.username, [15_000]);
  await expect(page.getByTestId('vip-total')).toHaveText('250', { timeout: 5_000 });
  await expect(page.getByTestId('vip-level-name')).toHaveText('Bronze III');

  const balance = await page.request.post('/api/balance', {
    headers: {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
    },
  });
  expect(((await balance.json()) as { balance: number }).balance).toBe(60);

  await page.getByRole('link', { name: 'VIP history' }).click();
  await expect(page.getByRole('heading', { name: 'VIP history', level: 1 })).toBeVisible();
  const rows = page.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Earned from play');
  await expect(rows.nth(0)).toContainText('+150 VP');
  await expect(rows.nth(1)).toContainText('Converted to cash');
  await expect(rows.nth(1)).toContainText('−60 VP');
  await expect(rows.nth(1)).toContainText('+৳60.00 cash');
  await shoot(page, 'vip-history');

  await page.getByRole('link', { name: 'Back to VIP' }).click();
  await page.getByRole('link', { name: 'VIP details' }).click();
  await expect(page.getByRole('heading', { name: 'VIP details', level: 1 })).toBeVisible();
  await expect(page.getByText('Every ৳100.00 your settled bets count earns 1 VP.')).toBeVisible();
  await expect(page.getByText(/Bets count by what they risk/)).toBeVisible();
  const current = page.locator('tr[aria-current="true"]');
  await expect(current).toContainText('Bronze III');
  await expect(current).toContainText('300');
  await expect(page.getByRole('row')).toHaveCount(14);
  await shoot(page, 'vip-details');
});

test('Convert VP says "An error occurred" without a server message, and the network text offline', async ({
  page,
  player,
}) => {
  settleStakes(player.username, [2_000]);
  await signInViaApi(page, player);
  await page.goto('/vip');
  await expect(page.getByTestId('vip-total')).toHaveText('20');

  await page.route('**/api/convert-vipcoin?**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  await convertPoints(page, '10');
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();

  await page.unroute('**/api/convert-vipcoin?**');
  await page.route('**/api/convert-vipcoin?**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(page.getByText('An error occurred while converting coins.')).toBeVisible();
  await shoot(page, 'vip-network-error');
  await expect(page.getByTestId('vip-total')).toHaveText('20');
});

test('the VIP screen in Bangla', async ({ page, player }) => {
  settleStakes(player.username, [100_000]);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(page, player);
  await page.goto('/vip');
  await expect(page.getByTestId('vip-level-name')).toHaveText('সিলভার II');
  await expect(page.getByTestId('vip-total')).toHaveText('১,০০০');
  await shoot(page, 'vip-bn');
});
