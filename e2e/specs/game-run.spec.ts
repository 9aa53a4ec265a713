// The game frame (public-area §2.10, §4): a member's tap on a game opens /gamerun with the game in
// a full-screen frame, the player's name, the provider's logo and a close button back to the same
// games list; a frame without its state explains itself and leads home.
import { expect, test } from '@playwright/test';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';

/** A page this server serves, for the frame when the provider has no launch address yet. */
const SERVED_PAGE = '/healthz';

test('a launched game opens in the frame overlay and closes back to its list', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request);
  await signInViaApi(page, player);
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
  page,
  request,
}) => {
  const player = await createPlayer(request);
  await signInViaApi(page, player);
  await page.goto('/gamerun');
  await expect(page.getByRole('alert')).toContainText('This game is no longer open.');
  await shoot(page, 'game-run-missing-en');
  await page.getByRole('link', { name: 'Close the game' }).click();
  await expect(page).toHaveURL('/');
});
