// Referral ([contract: Screens] /refrrel-program, [contract: Validation], [contract: Error texts]): Referral Info's steps and 'Refer a friend
// now', My Referral's code, link and QR code, Copy Link, Share through the share sheet and its
// unsupported fallback, and the reward board computed from a real downline (signed up with the
// code) whose settled play earns the rewards that Claim All pays out, reloading after 1.5 s; the
// minimum and the [contract: Error texts] failure messages. Settled stakes come from the server's own settlement code
// run on the test database (fixtures/settled-stakes.ts).
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { settleStakes } from '../fixtures/settled-stakes';

async function referralCodeOf(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  const { token, remote_id } = (await login.json()) as { token: string; remote_id: number };
  const user = await request.get('/api/user/show', {
    params: { remote_id },
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await user.json()) as { data: { referral_code: string } }).data.referral_code;
}

/** A new player who signs up with the code, as a friend following the link would. */
function createDownline(request: APIRequestContext, code: string): Promise<TestPlayer> {
  return createPlayer(request, { referral_code: code });
}

async function openMyReferral(page: Page) {
  await page.goto('/refrrel-program');
  await page.getByRole('tab', { name: 'My Referral' }).click();
  await expect(page.getByTestId('referral-code')).toBeVisible();
}

function board(page: Page) {
  return page.getByRole('region', { name: 'Rewards' });
}

test('a downline’s play fills the reward board, and Claim All pays it out', async ({
  page,
  request,
  baseURL,
  player: referrer,
}) => {
  const code = await referralCodeOf(request, referrer);
  const downline = await createDownline(request, code);
  await createDownline(request, code);
  // ৳5,000 settled: 20 basis points is ৳10 of cash rewards.
  settleStakes(downline.username, [2_000, 3_000]);

  // The share sheet, where the phone has one: it receives the link.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'sharedForTest', { value: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaApi(page, referrer);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/refrrel-program$/);
  await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Referral Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Send an invitation')).toBeVisible();
  await expect(page.getByText('Friend registers and places bets')).toBeVisible();
  await expect(page.getByText('Get rewarded daily, weekly, monthly')).toBeVisible();
  await shoot(page, 'referral-info');

  await page.getByRole('button', { name: 'Refer a friend now' }).click();
  await expect(page.getByRole('tab', { name: 'My Referral' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const link = `${baseURL}/referral_code?referral_code=${code}`;
  await expect(page.getByTestId('referral-code')).toHaveText(code);
  await expect(page.getByTestId('referral-link')).toHaveText(link);
  const qr = page.getByRole('img', { name: 'QR code of your referral link' });
  await expect(qr).toHaveAttribute('width', '128');
  await expect(board(page).getByRole('definition')).toHaveText(['1', '৳10.00', '৳5,000.00']);
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳10.00');
  await shoot(page, 'referral-mine');

  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.getByRole('button', { name: 'Copy referral code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { sharedForTest: ShareData[] }).sharedForTest),
    )
    .toEqual([expect.objectContaining({ url: link })]);

  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('Bonus Claimed successfully.')).toBeVisible();
  await shoot(page, 'referral-claimed');
  // The page reloads after 1.5 s and comes back to My Referral, the board the claim was made on.
  await page.waitForEvent('load', { timeout: 5_000 });
  await expect(page).toHaveURL(/\/refrrel-program\?tab=mine$/);
  await expect(page.getByRole('tab', { name: 'My Referral' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳0.00');
  await expect(board(page).getByRole('definition')).toHaveText(['1', '৳10.00', '৳5,000.00']);
  await expect(page.getByRole('banner').getByText('৳10.00')).toBeVisible();
});

test('Share falls back to the link when the phone cannot share', async ({ page, player }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaApi(page, player);
  await openMyReferral(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Share your link' });
  await expect(dialog.getByText('Sharing is not supported on this device.')).toBeVisible();
  const field = dialog.getByLabel('Copy this link');
  await expect(field).toHaveValue(/\/referral_code\?referral_code=/);
  await shoot(page, 'referral-share-unsupported');
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('Claim All needs at least 10', async ({ memberPage: page }) => {
  await openMyReferral(page);
  await expect(board(page).getByRole('definition')).toHaveText(['0', '৳0.00', '৳0.00']);
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('You need at least 10 to claim all.')).toBeVisible();
  await shoot(page, 'referral-claim-minimum');
});

test('Claim All shows the [contract: Error texts] failure texts and the server’s refusal', async ({
  page,
  request,
  player: referrer,
}) => {
  const downline = await createDownline(request, await referralCodeOf(request, referrer));
  settleStakes(downline.username, [10_000]);
  await signInViaApi(page, referrer);
  await openMyReferral(page);
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳20.00');
  // A failure without a message, then no answer at all.
  await page.route('**/api/cash-claim', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
  );
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('Failed to claim bonus. Please try again.')).toBeVisible();
  await page.unroute('**/api/cash-claim');
  await page.route('**/api/cash-claim', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(
    page.getByText('An error occurred while claiming the bonus. Please try again.'),
  ).toBeVisible();
  await shoot(page, 'referral-claim-error');
  await expect(page.getByTestId('referral-cash-rewards')).toHaveText('৳20.00');

  // Claimed meanwhile from another device: the board still shows ৳20, and the server's own
  // refusal is what the player reads.
  await page.unroute('**/api/cash-claim');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const elsewhere = await request.post('/api/cash-claim', {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('You need at least 10 to claim all.')).toBeVisible();
});

test('the referral screen in Bangla', async ({ memberPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/refrrel-program');
  await page.getByRole('tab', { name: 'আমার রেফারেল' }).click();
  await expect(page.getByTestId('referral-code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'সব দাবি করুন' })).toBeVisible();
  await shoot(page, 'referral-mine-bn');
});
