// The console's Catalogue area at desktop width (issue "Operator console"): a content operator
// switches a game off and the player's game list loses it; features a game and a player's home
// page (375×812, another browser context) shows it in Featured Games; moves a game and the
// player's list follows; turns a provider off behind its confirm step; puts everything back; and
// finds each change in the audit log. Other specs use the demo catalogue, so whatever happens the
// test restores what it found through the owner's API.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import type { CatalogueGame, CatalogueProvider } from '@khela/contract';
import {
  createOperator,
  demoOwnerToken,
  signInToConsole,
  openConsoleArea,
} from '../fixtures/operators';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const OFF_GAME = 'Mango Mania';
const FEATURED_GAME = 'Cox Bazar Waves';

async function ownerCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/admin-api/catalogue${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function playerGameNames(request: APIRequestContext, system: string): Promise<string[]> {
  const response = await request.get(`/api/get-games?type=SLOT&system=${system}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { name: string }[] };
  return body.data.map((game) => game.name);
}

/** What the test found, restored after it whatever happened (a timeout closes its own fixtures). */
let restore: { games: CatalogueGame[]; provider: CatalogueProvider } | undefined;

test.afterAll(async ({ baseURL }) => {
  if (restore === undefined) return;
  const request = await playwrightRequest.newContext({ baseURL });
  const token = await demoOwnerToken(request);
  await ownerCall(request, token, 'PATCH', `/providers/${restore.provider.id}`, {
    enabled: restore.provider.enabled,
  });
  for (const game of restore.games) {
    await ownerCall(request, token, 'PATCH', `/games/${game.id}`, {
      enabled: game.enabled,
      featured: game.featured,
      favourite: game.favourite,
      sort_order: game.sort_order,
    });
  }
  await request.dispose();
});

function gameRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

test('a content operator switches, features and moves games, and the player follows', async ({
  page,
  request,
  browser,
}) => {
  const ownerToken = await demoOwnerToken(request);
  const found = await ownerCall<{ data: CatalogueGame[] }>(
    request,
    ownerToken,
    'GET',
    '/games?platform=MEGHNA',
  );
  const providersBefore = await ownerCall<{ data: CatalogueProvider[] }>(
    request,
    ownerToken,
    'GET',
    '/providers',
  );
  const meghna = providersBefore.data.find((provider) => provider.platform === 'MEGHNA')!;
  restore = { games: found.data, provider: meghna };
  const playerOrderBefore = await playerGameNames(request, 'MEGHNA');
  expect(playerOrderBefore).toContain(OFF_GAME);

  const operator = await createOperator(request, 'content');
  await signInToConsole(page, operator);
  await openConsoleArea(page, 'Catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('MEGHNA');
  await expect(gameRow(page, OFF_GAME)).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(found.data.length + 1);

  // Switch a game off: the player's list no longer has it.
  await page.getByRole('switch', { name: `Enabled: ${OFF_GAME}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${OFF_GAME} is off for players.`);
  await expect(page.getByRole('switch', { name: `Enabled: ${OFF_GAME}` })).not.toBeChecked();
  expect(await playerGameNames(request, 'MEGHNA')).not.toContain(OFF_GAME);
  await shoot(page, 'admin-catalogue-games');

  // Feature a game: a player's home page shows it among Featured Games.
  await page.getByRole('switch', { name: `Featured: ${FEATURED_GAME}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${FEATURED_GAME} is now in Featured Games.`);
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const player = await phone.newPage();
  await player.goto('/');
  const featured = player.getByRole('region', { name: 'Featured Games' });
  await expect(featured.getByText(FEATURED_GAME)).toHaveCount(1);
  await featured.scrollIntoViewIfNeeded();
  await shoot(player, 'admin-catalogue-player-featured');
  await phone.close();

  // Move the featured game up one place: the player's list follows.
  const row = gameRow(page, FEATURED_GAME);
  const up = row.getByRole('button', { name: `Move ${FEATURED_GAME} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Order saved.');
  const moved = await playerGameNames(request, 'MEGHNA');
  const before = playerOrderBefore.filter((name) => name !== OFF_GAME);
  const at = before.indexOf(FEATURED_GAME);
  expect(at).toBeGreaterThan(0);
  expect(moved.indexOf(FEATURED_GAME)).toBe(at - 1);

  // A provider is switched off only after the confirm step.
  await page.getByRole('link', { name: 'Providers' }).click();
  const providerRow = gameRow(page, 'Meghna Gaming');
  await providerRow.getByRole('button', { name: 'Turn off' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Turn off Meghna Gaming?' });
  await expect(confirm).toContainText(`any of its ${meghna.games} games`);
  await shoot(page, 'admin-catalogue-provider-confirm');
  await confirm.getByRole('button', { name: 'Turn off Meghna Gaming' }).click();
  await expect(page.getByRole('status')).toContainText('Meghna Gaming is off');
  expect(await playerGameNames(request, 'MEGHNA')).toEqual([]);
  await providerRow.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toContainText('Meghna Gaming is on');

  // Put the games back as they were, through the console.
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('MEGHNA');
  await gameRow(page, FEATURED_GAME)
    .getByRole('button', { name: `Move ${FEATURED_GAME} down` })
    .click();
  await expect(page.getByRole('status')).toHaveText('Order saved.');
  await page.getByRole('switch', { name: `Featured: ${FEATURED_GAME}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${FEATURED_GAME} is no longer in Featured Games.`,
  );
  await page.getByRole('switch', { name: `Enabled: ${OFF_GAME}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${OFF_GAME} is on for players.`);
  expect(await playerGameNames(request, 'MEGHNA')).toEqual(playerOrderBefore);

  // The categories tab, and the games tab on a phone (the table scrolls sideways).
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('form', { name: 'FH names' })).toBeVisible();
  await shoot(page, 'admin-catalogue-categories');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await expect(gameRow(page, 'Slots').first()).toBeVisible();
  await shoot(page, 'admin-catalogue-games-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every change is in the audit log, with its operator.
  await openConsoleArea(page, 'Audit log');
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').filter({ hasText: 'catalogue.game_update' })).toHaveCount(4);
  await expect(audit.getByRole('row').filter({ hasText: 'catalogue.games_reorder' })).toHaveCount(
    2,
  );
  await expect(audit.getByRole('row').filter({ hasText: 'catalogue.provider_update' })).toHaveCount(
    2,
  );
  await expect(audit.getByRole('row').filter({ hasText: 'catalogue.' }).first()).toContainText(
    operator.username,
  );
  await shoot(page, 'admin-catalogue-audit');
  expect(await playerGameNames(request, 'MEGHNA')).toEqual(playerOrderBefore);
});

test('a content operator limits a house game’s stakes and reads its takings per day', async ({
  page,
  request,
  player,
}) => {
  // A round of Wheel, so today has takings to show.
  await fundPlayer(request, player, 100);
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  const { token, remote_id } = (await login.json()) as { token: string; remote_id: number };
  const launched = await request.post('/api/game-run', {
    headers: { Authorization: `Bearer ${token}` },
    data: { userId: remote_id, gameCode: 'wheel', gameType: 'ARCADE', platform: 'KHELA' },
  });
  const launchToken = decodeURIComponent(
    /#session=([^&]+)$/.exec(((await launched.json()) as { url: string }).url)?.[1] ?? '',
  );
  const played = await request.post('/api/house/wheel/play', {
    headers: { Authorization: `Bearer ${launchToken}` },
    data: { stake: 4, risk: 'high' },
  });
  expect(played.ok(), await played.text()).toBe(true);
  const { bet } = (await played.json()) as { bet: { payout: number } };

  const operator = await createOperator(request, 'content');
  await signInToConsole(page, operator);
  await openConsoleArea(page, 'Catalogue');
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('KHELA');
  await page.getByRole('button', { name: 'Edit Dice' }).click();
  const editor = page.getByRole('form', { name: /Edit Dice/ });
  await editor.getByLabel(/^Maximum stake/).fill('20000');
  await editor.getByRole('button', { name: 'Save game' }).click();
  await expect(
    editor.getByText('Stake limits must lie within the game’s own limits.'),
  ).toBeVisible();
  await editor.getByLabel(/^Maximum stake/).fill('250');
  await editor.getByRole('button', { name: 'Save game' }).click();
  await expect(page.getByRole('status')).toHaveText('Dice saved.');
  const ownerToken = await demoOwnerToken(request);
  const dice = await ownerCall<{ data: CatalogueGame[] }>(
    request,
    ownerToken,
    'GET',
    '/games?platform=KHELA&q=Dice',
  );
  expect(dice.data[0]?.stake_limits).toMatchObject({ min: null, max: 250 });
  await ownerCall(request, ownerToken, 'PATCH', `/games/${dice.data[0]?.id}`, { max_stake: null });

  await page.getByRole('link', { name: 'House games' }).click();
  const report = page.getByRole('table', { name: 'House games: takings per day' });
  const wheel = report.getByRole('row').filter({ hasText: /^wheel/ });
  await expect(wheel).toHaveCount(1);
  await expect(wheel).toContainText('৳4.00');
  await expect(
    report.getByRole('row').filter({ hasText: 'All house games' }).first(),
  ).toBeVisible();
  expect(bet.payout).toBeGreaterThanOrEqual(0);
  await shoot(page, 'admin-catalogue-house-games');
});
