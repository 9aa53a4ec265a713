// The desktop site at 1280×800 ([contract: Product] reading A, [contract: Screens]): the top navigation, a
// category page with its providers, promotions whose category strip filters the cards, the
// two-step registration with the real captcha, and the coming-soon mode (reading B), which keeps
// only promotions and registration.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { solveCaptcha } from '../fixtures/captcha';
import { newPlayerDetails } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { setSiteSetting } from '../fixtures/site-database';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

test('the top navigation leads to every section', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Casino',
    'Slot',
    'Table',
    'Crash',
    'Fishing',
    'Arcade',
    'Lottery',
    'Promotions',
    'VIP',
    'Referral',
    'App',
  ]);
  const bar = page.getByRole('banner').first();
  await expect(bar.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(bar.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Play by category' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await shoot(page, 'desktop-home');

  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(nav.getByRole('link', { name: 'Promotions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the top navigation fits one row at 1280 px, in English and in Bangla', async ({ page }) => {
  const rowsOf = async () =>
    page
      .getByRole('navigation', { name: /./ })
      .first()
      .locator('li')
      .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await rowsOf()).toBe(1);
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('navigation').first().getByRole('link').first()).toBeVisible();
  expect(await rowsOf()).toBe(1);
  await shoot(page, 'desktop-home-bn');
});

test("the desktop reading's addresses: the sports menu, VIP, referral, the app page and log out", async ({
  memberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'প্রধান মেনু' });
  // Sports is a menu; its Exchange entry is the reading's own address, which opens the cricket list.
  await nav.getByRole('button', { name: 'স্পোর্টস' }).click();
  const exchange = nav.getByRole('list', { name: 'স্পোর্টস মেনু' }).getByRole('link', {
    name: 'এক্সচেঞ্জ',
  });
  await expect(exchange).toHaveAttribute('href', '/player/playGame?t=sport&v=CRICKET');
  await shoot(page, 'desktop-sports-menu-bn');
  await exchange.click();
  await expect(page).toHaveURL(/\/exchange-sports\?sport=cricket$/);

  await page.goto('/');
  await nav.getByRole('link', { name: 'ভিআইপি' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await nav.getByRole('link', { name: 'রেফারেল' }).click();
  await expect(page).toHaveURL(/\/refrrel-program$/);

  // Deposit and Member Center both lead to /account, as the reading's header buttons do.
  const bar = page.getByRole('banner').first();
  await expect(bar.getByRole('link', { name: 'ডিপোজিট' })).toHaveAttribute('href', '/account');
  await expect(bar.getByRole('link', { name: 'মেম্বার সেন্টার' })).toHaveAttribute(
    'href',
    '/account',
  );

  // The app download page opens in a new tab.
  const app = nav.getByRole('link', { name: 'অ্যাপ (নতুন ট্যাবে খুলবে)' });
  await expect(app).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), app.click()]);
  await expect(tab).toHaveURL(/\/app-download$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/আপনার ফোনে/);
  await expect(tab.getByText(/হোম স্ক্রিনে যোগ করুন/)).toBeVisible();
  await shoot(tab, 'desktop-app-download-bn');
  await tab.close();

  // Log out sets the location to /player/logout, which signs out and goes home.
  const loggingOut = page.waitForURL(/\/player\/logout$/);
  await bar.getByRole('button', { name: 'লগ আউট' }).click();
  await loggingOut;
  await expect(page).toHaveURL(/\/$/);
  await expect(bar.getByRole('link', { name: 'লগইন' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // An unknown playGame kind is not a page.
  await page.goto('/player/playGame?t=casino');
  await expect(page.getByRole('heading', { name: 'পেজটি পাওয়া যায়নি' })).toBeVisible();
});

test('the app download page in English, with no build published, explains the browser install', async ({
  page,
}) => {
  await page.goto('/app-download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khela on your phone');
  await expect(page.getByText(/installs straight from your phone’s browser/)).toBeVisible();
  await shoot(page, 'desktop-app-download');
});

test('a category page lists its providers, each opening its games', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Slot' })
    .click();
  await expect(page).toHaveURL(/\/slot$/);
  await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible();
  const padma = page.getByRole('link', { name: 'Padma Slots games' });
  await expect(padma).toHaveAttribute('href', '/games?type=SLOT&system=PADMA&title=Padma+Slots');
  await expect(page.getByRole('link', { name: 'Meghna Gaming games' })).toBeVisible();
  await shoot(page, 'desktop-slot');
  await padma.click();
  await expect(page).toHaveURL(/\/games\?type=SLOT&system=PADMA/);
  await expect(page.getByRole('region', { name: 'Mobile page' })).toBeVisible();
});

test('a game opens over the whole window, its bar and Close above the top navigation', async ({
  memberPage: page,
  player,
}) => {
  const listHref = '/games?type=SLOT&system=KHELA&title=Khela+Originals';
  await page.goto(listHref);
  await page.getByRole('button', { name: 'Slots by Khela Originals' }).click();
  await expect(page).toHaveURL('/gamerun');
  const overlay = page.getByRole('dialog', { name: 'Game' });
  await expect(overlay.getByText(player.username)).toBeVisible();
  const frame = overlay.locator('iframe');
  const bar = overlay.getByText(player.username).locator('xpath=..');
  const [barBox, frameBox] = await Promise.all([bar.boundingBox(), frame.boundingBox()]);
  // The bar starts at the window's top and the game fills the rest of the window, under nothing.
  expect(barBox?.y).toBe(0);
  expect(frameBox?.width).toBe(1280);
  expect(frameBox?.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) - 1);
  expect((frameBox?.y ?? 0) + (frameBox?.height ?? 0)).toBe(800);
  await expect(page.frameLocator('iframe').getByRole('button', { name: /spin/i })).toBeVisible();
  await shoot(page, 'desktop-game-run');
  // A real click: Playwright refuses it when another element (the top navigation) takes it.
  await overlay.getByRole('link', { name: 'Close the game' }).click({ timeout: 5_000 });
  await expect(page).toHaveURL(listHref);
});

test('promotions: the banner runs, the strip filters by category', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);

  const progress = page.getByRole('progressbar');
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')))
    .toBeGreaterThan(10);

  const strip = page.getByRole('navigation', { name: 'Filter promotions by category' });
  // 7 slides fit at 1280 px; the others wait behind the arrow.
  const slideWidth = await strip
    .getByRole('button', { name: 'All' })
    .evaluate((chip) => chip.getBoundingClientRect().width);
  const trackWidth = await strip.getByRole('list').evaluate((track) => track.clientWidth);
  expect(Math.round(trackWidth / slideWidth)).toBe(7);
  await expect(strip.getByRole('button', { name: 'Card Game' })).toHaveCount(0);

  await strip.getByRole('button', { name: 'Fishing' }).click();
  await expect(strip.getByRole('button', { name: 'Fishing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Fishing Frenzy Cashback');

  await strip.getByRole('button', { name: 'Sports', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('৳7,777 Sports Welcome Bonus');

  await strip.getByRole('button', { name: 'Welcome Offer' }).click();
  await expect(cards).toHaveCount(2);
  await shoot(page, 'desktop-promotions-welcome');

  await strip.getByRole('button', { name: 'Next categories' }).click();
  await strip.getByRole('button', { name: 'Lottery' }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No promotions in this category right now.')).toBeVisible();

  await strip.getByRole('button', { name: 'Previous categories' }).click();
  await strip.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(4);

  await cards
    .first()
    .getByRole('button', { name: /^Details of/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await cards.first().getByRole('link', { name: 'Sign Up Now' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

async function fillStep1(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
}

test('the two-step registration creates an account that can log in', async ({ page, request }) => {
  const player = newPlayerDetails();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Currency')).toHaveValue('8');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }),
  ).toBeVisible();
  await fillStep1(page, player.username, player.password);
  await page.getByLabel('Confirm password').fill(`${player.password}x`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }),
  ).toBeVisible();
  await page.getByLabel('Confirm password').fill(player.password);
  await shoot(page, 'desktop-register-step1');

  // The picture the browser shows is the challenge its cookie names; read that one.
  const captchaAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/captcha',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await captchaAnswer;
  const digits = await solveCaptcha(page);
  expect(digits).toMatch(/^\d{4}$/);

  await expect(page.getByLabel('Country code')).toHaveValue('880');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all fields for step 2.' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill(player.name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(player.phone.slice(1));
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(digits);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You must confirm that you are 18 years old.' }),
  ).toBeVisible();
  await page.getByLabel('I confirm that I am 18 years of age or older').check();
  await shoot(page, 'desktop-register-step2');
  await page.getByRole('button', { name: 'Submit' }).click();

  const done = page.getByRole('alertdialog');
  await expect(done).toContainText('Registration Successful!');
  await shoot(page, 'desktop-register-done');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('');

  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.status(), await login.text()).toBe(200);
});

const registerRuleTexts = {
  en: {
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    next: 'Next',
    usernameHint: '8 to 16 letters and numbers; shown in lowercase',
    usernameLength: 'Username must be between 8 and 16 characters',
    passwordTooShort: 'Password must be at least 8 characters',
    fullName: 'Full name',
  },
  bn: {
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
    next: 'পরবর্তী',
    usernameHint: '৮ থেকে ১৬টি অক্ষর ও সংখ্যা; ছোট হাতের অক্ষরে দেখানো হয়',
    usernameLength: 'ইউজারনেম ৮ থেকে ১৬ অক্ষরের হতে হবে',
    passwordTooShort: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে',
    fullName: 'পুরো নাম',
  },
} as const;

for (const language of ['en', 'bn'] as const) {
  test(`step 1 holds the signup's rules, shown as hints and checked at Next before the captcha (${language})`, async ({
    page,
  }) => {
    const text = registerRuleTexts[language];
    if (language === 'bn') await page.addInitScript(() => localStorage.setItem('language', 'bn'));
    await page.goto('/register');
    await expect(page.getByText(text.usernameHint)).toBeVisible();
    const captchaLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/captcha') captchaLoads.push(request.url());
    });

    await page.getByRole('textbox', { name: text.username }).fill('rahim');
    await page.getByLabel(text.password, { exact: true }).fill('secret123');
    await page.getByLabel(text.confirm).fill('secret123');
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.usernameLength })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.username })).toBeFocused();
    await shoot(page, `desktop-register-rules-${language}`);

    await page.getByRole('textbox', { name: text.username }).fill('rahim2026');
    await page.getByLabel(text.password, { exact: true }).fill('short1');
    await page.getByLabel(text.confirm).fill('short1');
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.passwordTooShort })).toBeVisible();
    // Still on step 1: no captcha picture has been shown, so none has been spent.
    await expect(page.getByRole('textbox', { name: text.fullName })).toHaveCount(0);
    expect(captchaLoads).toEqual([]);
  });
}

test('a wrong captcha is refused and replaced', async ({ page }) => {
  const player = newPlayerDetails();
  await page.goto('/register');
  await fillStep1(page, player.username, player.password);
  const firstPicture = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/captcha',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await firstPicture;
  const digits = await solveCaptcha(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill(player.name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(player.phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(digits === '0000' ? '1111' : '0000');
  await page.getByLabel('I confirm that I am 18 years of age or older').check();
  const nextPicture = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/captcha',
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The captcha is incorrect. Please try again.')).toBeVisible();
  await nextPicture;
  await expect(page.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
});

test.describe('coming-soon mode', () => {
  test.afterEach(() => {
    setSiteSetting('desktop_mode', 'full');
  });

  test('shows the coming-soon page except on promotions and registration', async ({ browser }) => {
    setSiteSetting('desktop_mode', 'coming_soon');
    // A fresh context: the settings answer is cached by the browser for 30 s.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    });
    const page = await context.newPage();
    try {
      for (const route of ['/', '/slot', '/login', '/account']) {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: 'Coming soon on desktop' })).toBeVisible();
      }
      await shoot(page, 'desktop-coming-soon');

      await page.goto('/promotions');
      await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('link', { name: 'Casino' })).toHaveCount(0);
      await shoot(page, 'desktop-coming-soon-promotions');

      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.goto('/signup');
      await expect(page).toHaveURL(/\/register$/);
    } finally {
      await context.close();
    }
  });
});

test('a phone-width window still gets the mobile app', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/login$/);
  // The desktop site's own register page is nowhere linked on a phone.
  await expect(page.locator('a[href="/register"]')).toHaveCount(0);
});
