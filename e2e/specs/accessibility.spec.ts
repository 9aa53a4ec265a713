// Accessibility (issue "Accessible"): axe-core (WCAG 2 A and AA, best practices) finds nothing
// serious or critical on any screen of the player app's router at 375×812, signed out and signed
// in, the main ones in Bangla too, with its dialogs and drawers open (side menu, install help, bet
// slip, exchange wallet, the game frame with a house game in it), nor on any area of the operator
// console. The app has one colour theme (tokens.css sets `color-scheme: dark`); the main screens
// are checked again with the phone set to a light system theme, which must not change what the
// player sees. A dialog keeps Tab inside, shows where focus is, closes on Escape and hands focus
// back to its opener.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { expectAccessible, openClientSide } from '../fixtures/accessibility';
import { seedExchangeEvent } from '../fixtures/exchange-markets';
import { createOperator, signInToConsole } from '../fixtures/operators';
import { shoot } from '../fixtures/screenshots';

test.describe.configure({ mode: 'parallel' });

/** Waits until the screen has drawn: no skeleton, loader or busy region left (or 5 s have gone). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.skeleton, .dot-loader, .screen-loader, main [aria-busy="true"]'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Opens each address in turn inside the running app and checks it. */
async function walk(page: Page, hrefs: readonly string[], label: string): Promise<void> {
  for (const href of hrefs) {
    await openClientSide(page, href);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await settle(page);
    await expectAccessible(page, `${href} (${label})`);
  }
}

async function inBangla(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('language-set')) {
      window.sessionStorage.setItem('language-set', '1');
      window.localStorage.setItem('language', 'bn');
    }
  });
}

const publicScreens = [
  '/games',
  '/terms',
  '/make-payment',
  '/login',
  '/signup',
  '/forgot-password',
  '/exchange',
  '/exchange-inplay',
  '/exchange-sports',
  '/exchange-multi',
  '/no-such-page',
] as const;

const accountScreens = [
  '/account',
  '/profile',
  '/account/identity',
  '/promotions',
  '/deposit',
  '/payment-request',
  '/withdrawal',
  '/transaction-record',
  '/betting-record',
  '/turnover-record',
  '/inbox',
  '/vip',
  '/vip-details',
  '/vip-history',
  '/account/safer-gambling',
  '/refrrel-program',
  '/reset-password',
] as const;

const exchangeAccountScreens = [
  '/exchange-account',
  '/exchange-account/profile',
  '/exchange-account/balance-overview',
  '/exchange-account/my-bets',
  '/exchange-account/bets-history',
  '/exchange-account/profit-loss',
  '/exchange-account/activity-log',
  '/chat',
  '/chat-list',
] as const;

const consoleAreas = [
  'dashboard',
  'players',
  'money/deposits',
  'money/withdrawals',
  'money/identity',
  'money/payment-methods',
  'money/risk',
  'desk',
  'trading',
  'rewards/promotions',
  'rewards/promotions/new',
  'rewards/vip',
  'rewards/referral',
  'content/settings',
  'content/sliders',
  'content/notices',
  'content/logo',
  'content/social',
  'content/safer-gambling',
  'content/app',
  'content/outbox',
  'catalogue/games',
  'catalogue/providers',
  'catalogue/categories',
  'catalogue/house-games',
  'audit',
  'operators',
] as const;

test('the home, the side menu and the install help', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await expectAccessible(page, 'home');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Casino' }).click();
  await expect(menu.getByRole('link', { name: 'Sundarban Live' })).toBeVisible();
  await expectAccessible(page, 'the side menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Install the app' }).click();
  await expect(page.getByRole('dialog', { name: 'Install Khela' })).toBeVisible();
  await expectAccessible(page, 'the install help');
  await page.keyboard.press('Escape');
});

test('a visitor’s screens', async ({ page }) => {
  await page.goto('/');
  // The app is running before the walk moves it from screen to screen.
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await walk(page, publicScreens, 'visitor');
});

test('a visitor’s main screens under a light system theme', async ({ page }) => {
  // The system's light theme: the app keeps its own colours, so the checks read the same.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await expectAccessible(page, 'home, light system theme');
  await walk(page, ['/login', '/exchange'], 'visitor, light system theme');
});

test('a visitor’s main screens and the side menu in Bangla', async ({ page }) => {
  await inBangla(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await expectAccessible(page, 'home in Bangla');
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await expect(page.getByRole('dialog', { name: 'মেনু' })).toBeVisible();
  await expectAccessible(page, 'the side menu in Bangla');
  await page.keyboard.press('Escape');
  await walk(page, ['/games', '/login', '/signup', '/forgot-password', '/exchange'], 'Bangla');
});

// The account screens in two halves, so each worker takes one.
for (const [half, screens] of [
  ['first', accountScreens.slice(0, 9)],
  ['second', accountScreens.slice(9)],
] as const) {
  test(`the ${half} half of a member’s account screens`, async ({ quietMemberPage: page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Main Wallet balance/ })).toBeVisible();
    if (half === 'first') await expectAccessible(page, 'home, signed in');
    await walk(page, screens, 'member');
  });
}

test('a member’s exchange account, support chat and game frame screens', async ({
  quietMemberPage: page,
}) => {
  await page.goto('/exchange');
  await settle(page);
  await expectAccessible(page, '/exchange (member)');
  await walk(page, exchangeAccountScreens, 'member');

  // /chat is open from the walk: its button starts a conversation at /chat-box/{id}.
  await page.getByRole('button', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  await settle(page);
  await expectAccessible(page, '/chat-box (member)');

  await walk(page, ['/gamerun'], 'member, no game open');
  // A house game in the game frame: axe reads into the frame, so the game's page is checked too.
  await walk(page, ['/games?type=SLOT&system=KHELA&title=Khela+Originals'], 'member');
  await page.getByRole('button', { name: 'Slots by Khela Originals' }).click();
  const overlay = page.getByRole('dialog', { name: 'Game' });
  await expect(
    overlay.frameLocator('iframe').getByRole('heading', { name: 'Slots' }),
  ).toBeVisible();
  await expectAccessible(page, 'the game frame with Slots');
});

test('the odds view with the bet slip and the exchange wallet open, in English and Bangla', async ({
  quietMemberPage: page,
}) => {
  const seeded = seedExchangeEvent(0);
  const href = `/odds-view?marketId=${encodeURIComponent(seeded.matchOddsId)}&eventId=${encodeURIComponent(seeded.eventId)}`;
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Dhaka v Sylhet' })).toBeVisible();
  await settle(page);
  await expectAccessible(page, 'the odds view');

  await page.getByRole('button', { name: 'Yes 6 over runs Dhaka at 46 (90)' }).click();
  const slip = page.getByRole('dialog', { name: /Dhaka/ });
  await expect(slip.getByLabel('Stake (৳)')).toBeFocused();
  await expectAccessible(page, 'the bet slip');
  await shoot(page, 'a11y-bet-slip-en');
  await page.keyboard.press('Escape');
  await expect(slip).toBeHidden();

  await page.getByRole('button', { name: 'Wallet: Main, Exposure and Recall' }).first().click();
  const wallet = page.getByRole('dialog', { name: 'Exchange wallet' });
  await expect(wallet.getByText('No unmatched bets: nothing to recall.')).toBeVisible();
  await expectAccessible(page, 'the exchange wallet');
  await page.keyboard.press('Escape');
  await expect(wallet).toBeHidden();

  // The exchange has no language menu of its own: the main header's is used, then back.
  await openClientSide(page, '/');
  await page.getByLabel('Language').selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await walk(page, [href, '/account', '/deposit', '/withdrawal', '/vip-details'], 'member, Bangla');
});

// The console in three parts, so the two workers share them.
for (const [part, areas] of [
  ['first', consoleAreas.slice(0, 9)],
  ['second', consoleAreas.slice(9, 18)],
  ['third', consoleAreas.slice(18)],
] as const) {
  test(`the operator console’s Sign in and the ${part} third of its areas`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const owner = await createOperator(request, 'owner');
    await page.goto('/admin/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, 'the console’s Sign in');
    await signInToConsole(page, owner);
    await walk(
      page,
      areas.map((area) => `/admin/${area}`),
      'console',
    );
  });
}

test('a dialog keeps Tab inside, shows focus, closes on Escape and returns focus', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Install the app' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Install Khela' });
  await expect(dialog).toBeVisible();
  // Focus moved in: the first control.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  const focusedInside = () =>
    dialog.evaluate((element) => element.contains(document.activeElement));
  const focusRing = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement ?? document.body);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusedInside(), `focus after ${key}`).toBe(true);
    const ring = await focusRing();
    expect(ring.style, 'the focused control’s outline').not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
  // Tab from the last control wraps to the first.
  await dialog.getByRole('button', { name: 'Got it' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
  await shoot(page, 'a11y-dialog-focus');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const ring = await focusRing();
  expect(ring.style).not.toBe('none');
});
