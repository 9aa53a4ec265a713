// The exchange's Account area (/exchange-account, [contract: Screens]): a funded player with a
// settled Match Odds win, an unmatched back and a Bookmaker bet opens every page at 375×812 and
// sees the right figures (open bets, history, profit & loss after commission, balance and
// movements, sign-ins, profile), cancels the unmatched bet after a confirm, and reads it in Bangla.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { seedExchangeEvent, type SeededExchangeEvent } from '../fixtures/exchange-markets';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer, operatorToken } from '../fixtures/wallet';

async function tokenOf(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

async function bet(
  request: APIRequestContext,
  token: string,
  call: 'bets' | 'rate-bets',
  data: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`/api/exchange/${call}`, {
    data,
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': randomBytes(16).toString('hex'),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Funded with ৳5,000: backs Dhaka for ৳100 at 2 against another player's lay on one match, which
 * settles for Dhaka (+৳100, ৳2 commission at 2%); on a second match backs Sylhet for ৳50 at 3
 * (nobody lays it, so it waits) and Dhaka on the Bookmaker for ৳100 at 45.
 */
async function playerWithBets(request: APIRequestContext): Promise<{
  player: TestPlayer;
  open: SeededExchangeEvent;
}> {
  const settled = seedExchangeEvent(0);
  const open = seedExchangeEvent(0);
  const layer = await createPlayer(request);
  await fundPlayer(request, layer, 5000);
  const player = await createPlayer(request);
  await fundPlayer(request, player, 5000);
  const layerToken = await tokenOf(request, layer);
  const token = await tokenOf(request, player);
  const dhaka = settled.runners[0].selectionId;
  await bet(request, layerToken, 'bets', {
    market_id: settled.matchOddsId,
    selection_id: dhaka,
    side: 'lay',
    odds: 2,
    stake: 500,
  });
  await bet(request, token, 'bets', {
    market_id: settled.matchOddsId,
    selection_id: dhaka,
    side: 'back',
    odds: 2,
    stake: 100,
  });
  const settle = await request.post(`/admin-api/exchange/markets/${settled.matchOddsId}/settle`, {
    data: { winner_selection_id: dhaka },
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
  });
  expect(settle.ok(), await settle.text()).toBe(true);
  await bet(request, token, 'bets', {
    market_id: open.matchOddsId,
    selection_id: open.runners[1].selectionId,
    side: 'back',
    odds: 3,
    stake: 50,
  });
  await bet(request, token, 'rate-bets', {
    market_id: open.bookmakerId,
    selection_id: open.runners[0].selectionId,
    side: 'back',
    rate: 45,
    stake: 100,
  });
  return { player, open };
}

async function openFromMenu(page: Page, entry: string, heading: string): Promise<void> {
  await page.goto('/exchange-account');
  // The exchange header links My Bets too; the menu's own entry is the one tapped.
  await page
    .getByRole('navigation', { name: /Account pages|অ্যাকাউন্টের পাতা/ })
    .getByRole('link', { name: entry, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('the Account pages show a player’s bets, results, money and sign-ins, and cancel an unmatched bet', async ({
  page,
  request,
}) => {
  const { player } = await playerWithBets(request);
  await signInViaApi(page, player);

  await page.goto('/exchange-account');
  const menu = page.getByRole('navigation', { name: 'Account pages' });
  for (const entry of [
    'My Profile',
    'Balance Overview',
    'My Bets',
    'Bets History',
    'Profit & Loss',
    'Activity Log',
  ]) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page.getByText('Time Zone: GMT+6')).toBeVisible();
  await shoot(page, 'exchange-account-menu-en');

  // The exchange header's bets button leads to My Bets too.
  await page.getByRole('link', { name: 'My bets: 2 open bets' }).click();
  await expect(page).toHaveURL('/exchange-account/my-bets');
  await expect(page.getByRole('heading', { name: 'My Bets' })).toBeVisible();
  const waiting = page.getByRole('article', { name: 'Dhaka v Sylhet Sylhet' });
  const bookmaker = page.getByRole('article', { name: 'Dhaka v Sylhet Dhaka' });
  await expect(waiting).toContainText('Unmatched৳50.00');
  await expect(waiting).toContainText('Odds3');
  await expect(bookmaker).toContainText('Bookmaker');
  await expect(bookmaker).toContainText('Rate45');
  await expect(bookmaker).toContainText('Stake৳100.00');
  await shoot(page, 'exchange-account-my-bets-en');
  await waiting.getByRole('button', { name: 'Cancel unmatched' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this bet?' });
  await expect(confirm).toContainText('The unmatched ৳50.00 of your Back bet on Sylhet at 3');
  await shoot(page, 'exchange-account-cancel-en');
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('The unmatched stake was cancelled.')).toBeVisible();
  await expect(waiting).toBeHidden();
  await expect(bookmaker).toBeVisible();

  await openFromMenu(page, 'Bets History', 'Bets History');
  const won = page.getByRole('article', { name: 'Dhaka v Sylhet Dhaka' });
  await expect(won).toContainText('Won');
  await expect(won).toContainText('+৳100.00');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'exchange-account-history-en');
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page.getByText('No settled bets in this period')).toBeVisible();

  await openFromMenu(page, 'Profit & Loss', 'Profit & Loss');
  const market = page.getByRole('article', { name: 'Dhaka v Sylhet Match Odds' });
  await expect(market).toContainText('Won/Lost+৳100.00');
  await expect(market).toContainText('Commission৳2.00');
  await expect(market).toContainText('Net+৳98.00');
  await expect(page.getByRole('heading', { name: 'Cricket' })).toBeVisible();
  await shoot(page, 'exchange-account-profit-loss-en');

  await openFromMenu(page, 'Balance Overview', 'Balance Overview');
  // 5,000 − 100 + 100 + 100 − 2 (settled), − 100 held on the Bookmaker bet; the cancelled 50 back.
  const figures = page.locator('dl.exchange-account__figures');
  await expect(figures).toContainText('Main balance৳4,998.00');
  await expect(figures).toContainText('Exposure৳100.00');
  const movements = page
    .getByRole('list', { name: 'Exchange money movements' })
    .getByRole('listitem');
  await expect(movements.first()).toContainText('Exposure released');
  await expect(movements.first()).toContainText('+৳50.00');
  await expect(movements.first()).toContainText('Balance after ৳4,998.00');
  await expect(page.getByText('Commission', { exact: true })).toBeVisible();
  await shoot(page, 'exchange-account-balance-en');

  await openFromMenu(page, 'Activity Log', 'Activity Log');
  await expect(page.getByText('This sign-in').first()).toBeVisible();
  await expect(page.getByText(/127\.0\.0\.1/).first()).toBeVisible();
  await shoot(page, 'exchange-account-activity-en');

  await openFromMenu(page, 'My Profile', 'My Profile');
  await expect(page.getByText(player.username, { exact: true })).toBeVisible();
  await expect(page.getByText('BDT', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Account' }).click();
  await expect(page).toHaveURL('/exchange-account');
});

test('the Account pages in Bangla', async ({ page, request }) => {
  const { player } = await playerWithBets(request);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(page, player);

  await page.goto('/exchange-account');
  await expect(page.getByText('টাইম জোন: GMT+6')).toBeVisible();
  await shoot(page, 'exchange-account-menu-bn');

  await openFromMenu(page, 'আমার বেট', 'আমার বেট');
  const waiting = page.getByRole('article', { name: 'Dhaka v Sylhet Sylhet' });
  await expect(waiting).toContainText('৳৫০.০০');
  await waiting.getByRole('button', { name: 'না-মেলা অংশ বাতিল' }).click();
  await page.getByRole('button', { name: 'হ্যাঁ, বাতিল করুন' }).click();
  await expect(page.getByText('না-মেলা স্টেক বাতিল হয়েছে।')).toBeVisible();
  await shoot(page, 'exchange-account-my-bets-bn');

  await openFromMenu(page, 'লাভ ও ক্ষতি', 'লাভ ও ক্ষতি');
  await expect(page.getByRole('article', { name: 'Dhaka v Sylhet Match Odds' })).toContainText(
    'নিট+৳৯৮.০০',
  );
  await shoot(page, 'exchange-account-profit-loss-bn');

  await openFromMenu(page, 'ব্যালেন্স ওভারভিউ', 'ব্যালেন্স ওভারভিউ');
  await expect(page.locator('dl.exchange-account__figures')).toContainText('৳৪,৯৯৮.০০');
  await shoot(page, 'exchange-account-balance-bn');
});

test('a visitor opening the Account area is sent to login', async ({ page }) => {
  await page.goto('/exchange-account/balance-overview');
  await expect(page).toHaveURL('/login');
});
