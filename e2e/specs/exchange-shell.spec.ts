// The exchange's own header and wallet ([contract: Screens] Exchange): a member with an unmatched lay
// sees Main and Exposure in the header, opens the wallet, recalls the market's unmatched bets and
// sees the held money back in Main (also in Bangla); every Exchange entry goes through the exchange
// login route, which shows a blocked member the Market Block popup, as does every exchange screen
// opened by its address; a visitor browses with Login.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { seedExchangeEvent } from '../fixtures/exchange-markets';
import { signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { setMarketBlock } from '../fixtures/site-database';
import { fundPlayer } from '../fixtures/wallet';

async function tokenOf(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A lay nobody takes: ৳200 at 4.0 holds a liability of ৳600. */
async function restingLay(request: APIRequestContext, player: TestPlayer): Promise<void> {
  const seeded = seedExchangeEvent(0);
  const lay = await request.post('/api/exchange/bets', {
    data: {
      market_id: seeded.matchOddsId,
      selection_id: seeded.runners[1].selectionId,
      side: 'lay',
      odds: 4,
      stake: 200,
    },
    headers: {
      Authorization: `Bearer ${await tokenOf(request, player)}`,
      'Idempotency-Key': randomBytes(16).toString('hex'),
    },
  });
  expect(lay.ok(), await lay.text()).toBe(true);
}

async function remoteIdOf(page: Page): Promise<number> {
  return Number(await page.evaluate(() => localStorage.getItem('remote_id')));
}

test('the header shows Main and Exposure, and Recall returns an unmatched bet’s money to Main', async ({
  page,
  request,
  player,
}) => {
  await fundPlayer(request, player, 2000);
  await restingLay(request, player);
  await signInViaApi(page, player);

  await page.goto('/exchange');
  const main = page.getByTestId('exchange-main');
  const exposure = page.getByTestId('exchange-exposure');
  await expect(main).toHaveText('৳1,400.00');
  await expect(exposure).toHaveText('৳600.00');
  await expect(page.getByRole('navigation', { name: 'Exchange menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Exchange', level: 1 })).toBeVisible();
  await shoot(page, 'exchange-shell-en');

  await page.getByRole('button', { name: 'Wallet: Main, Exposure and Recall' }).first().click();
  const wallet = page.getByRole('dialog', { name: 'Exchange wallet' });
  await expect(wallet.getByText('1 bet · ৳200.00 unmatched · frees ৳600.00')).toBeVisible();
  await shoot(page, 'exchange-wallet-en');
  await wallet.getByRole('button', { name: /Recall the unmatched bets on Dhaka v Sylhet/ }).click();
  await expect(wallet.getByText('1 bet cancelled; ৳600.00 is back in Main.')).toBeVisible();
  await expect(wallet.getByText('No unmatched bets: nothing to recall.')).toBeVisible();
  await expect(wallet.getByRole('button', { name: 'Recall All' })).toBeDisabled();
  await expect(main).toHaveText('৳2,000.00');
  await expect(exposure).toHaveText('৳0.00');
  await shoot(page, 'exchange-wallet-recalled-en');
});

test('Recall All in Bangla', async ({ page, request, player }) => {
  await fundPlayer(request, player, 2000);
  await restingLay(request, player);
  await restingLay(request, player);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(page, player);

  await page.goto('/exchange');
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳১,২০০.০০');
  await page.getByRole('button', { name: 'ওয়ালেট: মেইন, এক্সপোজার ও রিকল' }).first().click();
  const wallet = page.getByRole('dialog', { name: 'এক্সচেঞ্জ ওয়ালেট' });
  await expect(wallet.getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'exchange-wallet-bn');
  await wallet.getByRole('button', { name: 'সব রিকল' }).click();
  await expect(wallet.getByRole('status')).toContainText('মেইনে ফেরত এসেছে');
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳০.০০');
  await expect(page.getByTestId('exchange-main')).toHaveText('৳২,০০০.০০');
});

test('the side menu’s Exchange goes through the exchange login route; a block stops it', async ({
  memberPage: page,
}) => {
  // Without the system notice home shows after a login, which would cover the menu button.
  await page.addInitScript(() => window.localStorage.setItem('popup', '0'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Exchange' }).click();
  await expect(page).toHaveURL('/exchange');
  await expect(page.getByTestId('exchange-main')).toBeVisible();

  setMarketBlock(await remoteIdOf(page), { exchange_market: 0, cs_market: 1, status: 'inactive' });
  await page.goto('/exchange-login');
  const popup = page.getByRole('alertdialog', { name: 'Market Block' });
  await expect(popup).toContainText('blocked by your upline');
  await shoot(page, 'exchange-login-blocked-en');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
});

test('a visitor browses the exchange with a Login button in its header', async ({ page }) => {
  await page.goto('/exchange-login');
  await expect(page).toHaveURL('/exchange');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('exchange-main')).toHaveCount(0);
  await shoot(page, 'exchange-visitor-en');
});

test('a blocked member who opens an exchange screen by its address gets the Market Block popup', async ({
  memberPage: page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('popup', '0'));
  await page.goto('/');
  setMarketBlock(await remoteIdOf(page), { exchange_market: 0, cs_market: 1, status: 'inactive' });
  for (const [language, title, ok] of [
    ['en', 'Market Block', 'OK'],
    ['bn', 'মার্কেট ব্লক', 'ঠিক আছে'],
  ] as const) {
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    for (const address of ['/exchange', '/exchange-inplay', '/exchange-account/my-bets']) {
      await page.goto(address);
      const popup = page.getByRole('alertdialog', { name: title });
      await expect(popup).toBeVisible();
      // None of the exchange shows behind it: no header figures, no list.
      await expect(page.getByTestId('exchange-main')).toHaveCount(0);
      if (address === '/exchange') await shoot(page, `exchange-blocked-by-address-${language}`);
      await popup.getByRole('button', { name: ok }).click();
      await expect(page).toHaveURL('/');
    }
  }
  // The server refuses the exchange's calls too, whatever the screen.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const hub = await page.request.get('/api/exchange-hub', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  });
  expect(hub.status()).toBe(403);
});
