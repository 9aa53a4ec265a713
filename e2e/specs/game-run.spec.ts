// The game frame ([contract: Screens], [contract: States]): a member's tap on a game opens /gamerun with the game in
// a full-screen frame, the player's name, the provider's logo and a close button back to the same
// games list; a frame without its state explains itself and leads home. A game whose provider is
// not connected says so on its tile and on a tap; a member blocked by the upline after the list was
// shown gets the Market Block popup from the launch.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';
import { setMarketBlock } from '../fixtures/site-database';

/** A page this server serves, for the frame when the provider has no launch address yet. */
const SERVED_PAGE = '/healthz';

test('a launched game opens in the frame overlay and closes back to its list', async ({
  memberPage: page,
  player,
}) => {
  // The real launch answers as the provider is configured; while a provider is "coming soon" the
  // answer is replaced by an address on this server, so the frame itself is what is proven here.
  let launchedUrl = SERVED_PAGE;
  await page.route('**/api/game-run', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json().catch(() => ({}))) as { url?: unknown };
    if (response.ok() && typeof answer.url === 'string') {
      launchedUrl = answer.url;
      await route.fulfill({ response });
    } else {
      await route.fulfill({ status: 200, json: { url: SERVED_PAGE, message: 'success' } });
    }
  });

  const listHref = '/games?type=SLOT&system=MEGHNA&title=Meghna+Gaming';
  await page.goto(listHref);
  await page
    .getByRole('button', { name: /by Meghna Gaming$/ })
    .first()
    .click();
  await expect(page).toHaveURL('/gamerun');
  const overlay = page.getByRole('dialog', { name: 'Game' });
  await expect(overlay.getByText(player.username)).toBeVisible();
  await expect(
    overlay.getByText('MEGHNA').or(overlay.getByRole('img', { name: 'MEGHNA' })),
  ).toBeVisible();
  const frame = overlay.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    new RegExp(`${launchedUrl.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`),
  );
  const box = await frame.boundingBox();
  expect(box?.width).toBe(375);
  expect(box?.height).toBeGreaterThan(700);
  if (launchedUrl === SERVED_PAGE) {
    await expect(page.frameLocator('iframe').locator('body')).toContainText('ok');
  }
  await shoot(page, 'game-run-en');

  await overlay.getByRole('link', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(listHref);
  await expect(page.getByRole('heading', { name: 'Meghna Gaming' })).toBeVisible();
});

test('a frame opened without its game explains itself and leads home', async ({
  memberPage: page,
}) => {
  await page.goto('/gamerun');
  await expect(page.getByRole('alert')).toContainText('This game is no longer open.');
  await shoot(page, 'game-run-missing-en');
  await page.getByRole('link', { name: 'Close the game' }).click();
  await expect(page).toHaveURL('/');
});

test('a coming-soon game says so on its tile and when tapped', async ({ memberPage: page }) => {
  await page.goto('/games?type=SLOT&system=PADMA&title=Padma+Slots');
  const tile = page.getByRole('button', { name: 'Lucky Lotus by Padma Slots' });
  await expect(tile).toHaveAccessibleDescription('Coming soon');
  await tile.click();
  const alert = page.getByRole('alertdialog', { name: 'Game could not open' });
  await expect(alert).toContainText('This game is coming soon.');
  await shoot(page, 'game-run-coming-soon-en');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/games\?/);
});

test('a member blocked after the list was shown gets the Market Block popup from the launch', async ({
  memberPage: page,
}) => {
  await page.goto('/games?type=SLOT&system=KHELA&title=Khela+Originals');
  const slots = page.getByRole('button', { name: 'Slots by Khela Originals' });
  await expect(slots).toBeVisible();
  await expect(slots).not.toHaveAccessibleDescription('Coming soon');
  const remoteId = Number(await page.evaluate(() => localStorage.getItem('remote_id')));
  setMarketBlock(remoteId, { exchange_market: 1, cs_market: 0, status: 'inactive' });

  const launch = page.waitForResponse('**/api/game-run');
  await slots.click();
  expect((await launch).status()).toBe(403);
  const popup = page.getByRole('alertdialog', { name: 'Market Block' });
  await expect(popup).toContainText('blocked by your upline');
  await expect(page).not.toHaveURL('/gamerun');
  await shoot(page, 'game-run-market-block-en');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
});
