// Home on a phone ([contract: Screens]): the sections in order, the sliders and the banners'
// moves, the category tabs and their providers, the arrival popups and their flags, the Market
// Block popup for a blocked member, back-to-top, the footer's fold, and the whole page in Bangla.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import {
  fillSignUpForm,
  newPlayerDetails,
  signInQuietly,
  type TestPlayer,
} from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { setMarketBlock, setSliderLink } from '../fixtures/site-database';

async function remoteIdOf(page: Page, player: TestPlayer): Promise<number> {
  const response = await page.request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  return ((await response.json()) as { remote_id: number }).remote_id;
}

/** Which banner stands in the carousel's window: the slide whose left edge is nearest the window's. */
async function bannerInView(page: Page): Promise<number> {
  return page.locator('.banner').evaluate((banner) => {
    const left = banner.querySelector('.banner__viewport')!.getBoundingClientRect().left;
    const offsets = Array.from(banner.querySelectorAll('.banner__slide'), (slide) =>
      Math.abs(slide.getBoundingClientRect().left - left),
    );
    return offsets.indexOf(Math.min(...offsets));
  });
}

test('the banners glide on every 3 s, back to the first after the last, and stop on pause', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await expect(page.locator('.banner__slide')).toHaveCount(3);
  expect(await bannerInView(page)).toBe(0);
  // Each move is a transition of the track the compositor runs, not a script's frame loop.
  const track = page.locator('.banner__track');
  await expect
    .poll(() => track.evaluate((element) => element.style.transition), {
      timeout: 20_000,
      intervals: [50],
    })
    .toMatch(/^transform 500ms/);
  await expect.poll(() => bannerInView(page), { timeout: 2_000 }).toBe(1);
  await expect.poll(() => bannerInView(page), { timeout: 5_000 }).toBe(2);
  await expect.poll(() => bannerInView(page), { timeout: 5_000 }).toBe(0);
  // The glide ends: a swipe then moves the track under the finger, with no transition lagging it.
  await expect
    .poll(() => track.evaluate((element) => element.style.transition), { timeout: 2_000 })
    .toBe('');

  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  const paused = await bannerInView(page);
  await page.waitForTimeout(3_500);
  expect(await bannerInView(page)).toBe(paused);
});

test('a visitor sees the home sections in order and the tabs list providers', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  const sections = page.getByRole('region', { name: 'Sections' });
  await expect(sections.getByRole('button')).toHaveCount(9);
  await expect(
    page.getByRole('region', { name: 'Favourites' }).locator('img').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured Games' }).locator('img').first(),
  ).toBeVisible();
  await shoot(page, 'home-sections-en');

  const tabs = page.getByRole('tablist', { name: 'Game categories' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Sports',
    'Casino',
    'Slot',
    'Table',
    'Poker',
    'Crash',
    'Fishing',
    'Lottery',
    'Arcade',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Cricket')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Slot' }).click();
  await expect(tabs.getByRole('tab', { name: 'Slot' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link')).toHaveText([
    'Khela Originals',
    'Padma Slots',
    'Meghna Gaming',
  ]);
  await shoot(page, 'home-slot-tab-en');

  await panel.getByRole('link', { name: 'Meghna Gaming' }).click();
  await expect(page).toHaveURL('/games?type=SLOT&system=MEGHNA&title=Meghna+Gaming');
  await expect(page.getByRole('heading', { name: 'Meghna Gaming' })).toBeVisible();
});

test('the notice bar scrolls its notices, and stands still under a finger or the pointer', async ({
  page,
}) => {
  // The suite runs with reduced motion, which shows the notices still; a player without it sees
  // them move.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const bar = page.getByRole('region', { name: 'Announcements' });
  const copy = bar.locator('.marquee--moving .marquee__copy').first();
  await expect(copy).toBeVisible();
  const left = () => copy.evaluate((element) => element.getBoundingClientRect().left);
  const before = await left();
  await expect.poll(left).toBeLessThan(before - 5);
  await bar.locator('.marquee').hover();
  const held = await left();
  await page.waitForTimeout(400);
  expect(await left()).toBe(held);
  await expect(bar.locator('.marquee__copy')).toHaveCount(2);
  await shoot(page, 'home-notice-moving-en');
});

test('a section tile opens its games, and a visitor tapping a featured game goes to login', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Sections' })
    .getByRole('button', { name: 'Crash' })
    .click();
  await expect(page).toHaveURL('/games?type=EGAME&title=Crash');
  await page.goBack();
  await page.getByRole('region', { name: 'Featured Games' }).getByRole('link').first().click();
  await expect(page).toHaveURL('/login');
});

test("a member's featured game opens that platform's games", async ({ quietMemberPage: page }) => {
  setSliderLink('Features', 'Slots', 'PADMA-SLOT');
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Featured Games' })
    .getByRole('link', { name: /Slots/ })
    .click();
  await expect(page).toHaveURL('/games?type=SLOT&system=PADMA&title=Slots');
  setSliderLink('Features', 'Slots', '');
});

test("a member's favourite tiles open their games (the seeded Crash and Dice)", async ({
  quietMemberPage: page,
}) => {
  for (const [name, href] of [
    ['Crash', '/games?type=EGAME&system=KHELA&title=Crash'],
    ['Dice', '/games?type=ARCADE&system=KHELA&title=Dice'],
  ] as const) {
    await page.goto('/');
    const tile = page.getByRole('region', { name: 'Favourites' }).getByRole('link', { name });
    await expect(tile).toHaveAttribute('href', href);
    await tile.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  }
});

test('the system notice shows once and not after it is closed', async ({ memberPage: page }) => {
  await page.goto('/');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toContainText('Welcome to Khela! Deposits through bKash and Nagad');
  await shoot(page, 'home-system-notice-en');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('popup'))).toBe('0');
  await page.reload();
  await expect(page.getByRole('link', { name: /Main Wallet balance/ })).toBeVisible();
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('signup is followed by the notice, then the welcome popup', async ({ page }) => {
  const player = newPlayerDetails();
  await page.goto('/signup');
  await fillSignUpForm(page, player);
  await page.getByRole('button', { name: 'Sign up' }).click();

  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close notice' }).click();
  expect(await page.evaluate(() => localStorage.getItem('popup'))).toBe('0');

  const welcome = page.getByRole('dialog', { name: 'Welcome to Khela!' });
  await expect(welcome).toContainText('Your account is ready.');
  await shoot(page, 'home-welcome-en');
  await welcome.getByRole('button', { name: 'Browse games' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('regPopup'))).toBe('0');
  // The call to action leads to the game categories.
  await expect(page.getByRole('tab', { name: 'Sports' })).toBeFocused();
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeInViewport();
});

test('a blocked member sees the Market Block popup instead of the section', async ({
  page,
  player,
}) => {
  setMarketBlock(await remoteIdOf(page, player), {
    exchange_market: 1,
    cs_market: 0,
    status: 'inactive',
  });
  await signInQuietly(page, player);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Sections' })
    .getByRole('button', { name: 'Casino' })
    .click();
  const popup = page.getByRole('alertdialog', { name: 'Market Block' });
  await expect(popup).toContainText('blocked by your upline');
  await expect(popup).toContainText('Thank you for your understanding.');
  await shoot(page, 'home-market-block-en');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL('/');

  // A provider in the tabs belongs to the games too.
  await page.getByRole('tab', { name: 'Slot' }).click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Padma Slots' }).click();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();

  // Typing the games address directly does not get past the block either.
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(popup).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Providers' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
});

test('back-to-top appears after 300 px and returns to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
  await expect(backToTop).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect(backToTop).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Game categories' })).toHaveClass(/active/);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});

/** At the end of home, the copyright line (the footer's last) ends above the floating buttons. */
async function expectFooterClearOfFloatingButtons(page: Page) {
  await page.goto('/');
  await expect(page.locator('footer').getByText('bKash', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const buttons = [
    page.getByRole('button', { name: 'Back to top' }),
    page.getByRole('button', { name: 'Chat with support' }),
  ];
  for (const button of buttons) await expect(button).toBeVisible();
  const last = page.locator('.footer-copyright');
  await expect
    .poll(async () => {
      const text = (await last.boundingBox())!;
      const tops = await Promise.all(
        buttons.map(async (button) => (await button.boundingBox())!.y),
      );
      return text.y + text.height <= Math.min(...tops);
    })
    .toBe(true);
}

test('at the end of the page the floating buttons leave the footer text readable', async ({
  page,
}) => {
  await expectFooterClearOfFloatingButtons(page);
  await shoot(page, 'home-footer-end-visitor');
});

test('for a member too, whose bottom bar is below the buttons', async ({ memberPage }) => {
  await expectFooterClearOfFloatingButtons(memberPage);
  await shoot(memberPage, 'home-footer-end-member');
});

test('the footer folds its text at 970 px with Show More and Show Less', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByText('bKash', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/8801700000000',
  );
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    'https://facebook.com/khela.demo',
  );
  await expect(footer.getByRole('link', { name: /Email/ })).toHaveAttribute(
    'href',
    'mailto:support@khela.example',
  );
  const more = footer.getByRole('button', { name: 'Show More' });
  const text = page.locator('.footer-seo__text');
  await more.scrollIntoViewIfNeeded();
  expect((await text.boundingBox())?.height).toBe(970);
  await shoot(page, 'home-footer-folded-en');
  await more.click();
  const less = footer.getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())?.height).toBeGreaterThan(970);
  await less.click();
  await expect(footer.getByRole('button', { name: 'Show More' })).toBeVisible();
  expect((await text.boundingBox())?.height).toBe(970);
});

test('home reads in Bangla', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'বিভাগসমূহ' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ক্যাসিনো' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'বাছাই করা গেম' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'আরও দেখুন' })).toBeAttached();
  await expect(page.locator('time')).toContainText('GMT+৬');
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await shoot(page, 'home-visitor-full-bn');
});

test('the logo sits centred on the maintenance and coming-soon screens: its image is as wide as its drawing', async ({
  page,
  request,
}) => {
  for (const file of ['logo.svg', 'mobile-logo.svg']) {
    const svg = await (await request.get(`/storage/site/${file}`)).text();
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    const { box, drawn } = await page.evaluate(() => {
      const root = document.querySelector('svg')!;
      const bounds = root.getBBox();
      return {
        box: root.viewBox.baseVal.width,
        drawn: { left: bounds.x, right: bounds.x + bounds.width },
      };
    });
    // The space left of the drawing and right of it differ by a few pixels at most.
    expect(Math.abs(drawn.left - (box - drawn.right)), file).toBeLessThan(4);
  }
});
