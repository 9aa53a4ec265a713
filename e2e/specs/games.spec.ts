// The games screen on a phone ([contract: Screens]): provider tabs, search, the display-only sort
// menu and tiles; a visitor's tap leads to login, a member's tap on a game no provider runs yet
// shows the server's "coming soon" answer.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('provider tabs, search and the sort menu', async ({ page }) => {
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('heading', { name: 'Slot' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Providers' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'ALL',
    'Khela Originals',
    'Padma Slots',
    'Meghna Gaming',
  ]);
  await expect(tabs.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');
  const tiles = page.getByRole('tabpanel').getByRole('button');
  await expect(tiles).toHaveCount(10);
  await expect(page.getByLabel('Sort by')).toHaveValue('Recommend');
  await shoot(page, 'games-slot-en');

  await tabs.getByRole('tab', { name: 'Meghna Gaming' }).click();
  await expect(page).toHaveURL('/games?type=SLOT&title=Meghna+Gaming&system=MEGHNA');
  await expect(tiles).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Meghna Gaming' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'ALL' }).click();
  await page.getByLabel('Search games').fill('lotus');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toHaveAccessibleName('Lucky Lotus by Padma Slots');
  await page.getByLabel('Search games').fill('cricket');
  await expect(page.getByText('No games match “cricket”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(tiles).toHaveCount(10);

  // The sort menu is display only: the order stays as the server sent it.
  const before = await tiles.allTextContents();
  await page.getByLabel('Sort by').selectOption('A-Z');
  await expect(page.getByLabel('Sort by')).toHaveValue('A-Z');
  expect(await tiles.allTextContents()).toEqual(before);
});

test('a visitor tapping a game goes to login', async ({ page }) => {
  await page.goto('/games?type=LIVE&system=SUNDARBAN&title=Sundarban+Live');
  await page.getByRole('button', { name: 'Teen Patti Live by Sundarban Live' }).click();
  await expect(page).toHaveURL('/login');
});

test("a member's tap shows the server's answer for a game coming soon", async ({
  memberPage: page,
}) => {
  await page.goto('/games?type=FH&title=Fishing');
  await page.getByRole('button', { name: 'River Catch by Padma Slots' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Game could not open' });
  await expect(dialog).toContainText('This game is coming soon.');
  await shoot(page, 'games-launch-error-en');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/games?type=FH&title=Fishing');
});

test('without a category the screen offers the categories, in Bangla too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/games');
  await expect(page.getByText('গেম দেখতে একটি ক্যাটাগরি বেছে নিন।')).toBeVisible();
  await page.getByRole('link', { name: 'ফিশিং' }).click();
  await expect(page).toHaveURL(/\/games\?type=FH/);
  await expect(page.getByRole('tab', { name: 'সব' })).toBeVisible();
  await expect(page.getByLabel('গেম খুঁজুন')).toBeVisible();
  await shoot(page, 'games-fishing-bn');
});
