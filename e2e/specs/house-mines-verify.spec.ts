// Mines and the verify page end to end: a funded player opens Mines from the games list, starts a
// game with 3 mines, opens tiles until one is safe and cashes out (the balance moves by exactly
// payout − stake), then on the verify page changes seeds to reveal the server seed and checks that
// game: the mine positions recomputed in the browser equal the recorded ones. Screenshots of each
// state in English and Bangla are for review.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import type { TestPlayer } from '../fixtures/players';
import { shoot as shootPage } from '../fixtures/screenshots';
import { paisaOf, toBanglaDigits } from '../fixtures/taka';

// Every test's member starts with ৳500 in the Main Wallet.
test.use({ playerTaka: 500 });

interface MinesBet {
  id: number;
  status: 'open' | 'won' | 'lost';
  stake: number;
  payout: number;
  mines_game: { mines: number; picks: number[]; mine_tiles: number[] | null };
}

/** A full-page shot from the top (the verify form scrolls itself into view) with fonts loaded. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  await shootPage(page, name);
}

const MINES_LIST = '/games?type=ARCADE&system=KHELA&title=Khela+Originals';

async function balancePaisa(page: Page): Promise<number> {
  return paisaOf((await page.getByTestId('house-balance').textContent()) ?? '');
}

/** Launches Mines through POST /api/game-run as the games list does; answers its launch URL. */
async function launchMines(page: Page, player: TestPlayer): Promise<string> {
  const login = await page.request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  const { token, remote_id } = (await login.json()) as { token: string; remote_id: number };
  const response = await page.request.post('/api/game-run', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      userId: remote_id,
      gameCode: 'mines',
      gameType: 'ARCADE',
      platform: 'KHELA',
      externalURL: MINES_LIST,
      isMobileLogin: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

/** Starts a game with 3 mines; answers the balance just before it, in paisa. */
async function start(page: Page, stake: string): Promise<number> {
  await page.getByLabel(/^(Stake|স্টেক)$/).fill(stake);
  const balance = await balancePaisa(page);
  await page.getByRole('button', { name: /^(3 mines|৩টি মাইন)$/ }).click();
  const started = page.waitForResponse('**/api/house/mines/start');
  await page.getByTestId('mines-start').click();
  expect((await started).ok()).toBe(true);
  await expect(page.getByTestId('mines-cashout')).toBeVisible();
  return balance;
}

/**
 * Opens covered tiles in order until the first answer that is `wanted` (a gem, or a mine); answers
 * that game and the balance before it started.
 */
async function pickUntil(
  page: Page,
  wanted: 'gem' | 'mine',
  balanceBeforeStart: number,
): Promise<{ bet: MinesBet; balanceBeforeStart: number }> {
  let balanceBefore = balanceBeforeStart;
  for (;;) {
    const answer = page.waitForResponse('**/api/house/mines/pick');
    await page.locator('.mines-tile[data-state="covered"]:not([disabled])').first().click();
    const { bet } = (await (await answer).json()) as { bet: MinesBet };
    const hitMine = bet.status === 'lost';
    if (hitMine || bet.status === 'won') {
      if ((wanted === 'mine') === hitMine) return { bet, balanceBeforeStart: balanceBefore };
      // The other ending came first: play again and keep trying.
      await page.getByTestId('mines-again').click();
      balanceBefore = await start(page, '10');
      continue;
    }
    if (wanted === 'gem') return { bet, balanceBeforeStart: balanceBefore };
  }
}

async function cashOut(page: Page): Promise<MinesBet> {
  const answer = page.waitForResponse('**/api/house/mines/cashout');
  await page.getByTestId('mines-cashout').click();
  const { bet } = (await (await answer).json()) as { bet: MinesBet };
  await expect(page.getByTestId('mines-result')).toBeVisible();
  return bet;
}

test('Mines from the games list: a safe tile, a cash-out, and its verification', async ({
  memberPage: page,
}) => {
  await page.goto(MINES_LIST);
  const launched = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: 'Mines by Khela Originals' }).click();
  const { url } = (await (await launched).json()) as { url: string };
  expect(url).toMatch(/^\/house\/mines\?lobby=.+#session=.+$/);
  await expect(page).toHaveURL('/gamerun');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Mines' })).toBeVisible();

  // The rest is played on the game's own page, as the frame shows it.
  await page.goto(url);
  await expect(page.getByTestId('mines-start')).toBeVisible();
  expect(await balancePaisa(page)).toBe(50_000);
  await shoot(page, 'house-mines-before-en');
  await page.getByRole('button', { name: /^Rules/ }).click();
  const rules = page.getByRole('dialog', { name: 'How Mines works' });
  await expect(rules).toContainText('Return to player: 99.00%');
  await shoot(page, 'house-mines-rules-en');
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();

  const safe = await pickUntil(page, 'gem', await start(page, '10'));
  const picks = safe.bet.mines_game.picks.length;
  await expect(page.getByText(/^Next tile: \d+\.\d{2}×$/)).toBeVisible();
  await expect(page.getByTestId('mines-cashout')).toHaveText(/^Cash out ৳\d+\.\d{2}$/);
  await shoot(page, 'house-mines-play-en');

  const won = await cashOut(page);
  expect(won.status).toBe('won');
  expect(won.mines_game.picks).toHaveLength(picks);
  await expect(page.getByTestId('mines-result')).toContainText('You won');
  const after = await balancePaisa(page);
  expect(after - safe.balanceBeforeStart).toBe(
    Math.round(won.payout * 100) - Math.round(won.stake * 100),
  );
  await expect(page.getByRole('button', { name: /, mine$/ })).toHaveCount(3);
  await shoot(page, 'house-mines-won-en');

  await page.getByTestId('mines-again').click();
  const { bet: lost } = await pickUntil(page, 'mine', await start(page, '10'));
  await expect(page.getByTestId('mines-result')).toContainText('You hit a mine');
  await expect(page.getByRole('button', { name: /the mine you hit$/ })).toHaveCount(1);
  expect(lost.mines_game.mine_tiles).toHaveLength(3);
  await shoot(page, 'house-mines-lost-en');

  // The verify page, through the footer link.
  await page.getByRole('link', { name: /Provably fair/ }).click();
  await expect(page).toHaveURL(/\/house\/verify/);
  await expect(page.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await page.getByRole('button', { name: `Verify bet #${won.id}` }).click();
  await expect(page.getByTestId('seed-hidden')).toBeVisible();

  const rotated = page.waitForResponse('**/api/house/fairness/rotate');
  await page.getByTestId('active-seeds').waitFor();
  await page.getByRole('button', { name: 'Change seeds' }).first().click();
  expect((await rotated).ok()).toBe(true);
  await expect(page.getByTestId('previous-seeds')).toBeVisible();
  await expect(page.getByTestId('seed-hidden')).toBeHidden();

  await page.getByRole('button', { name: `Verify bet #${won.id}` }).click();
  await expect(page.getByTestId('verify-hash')).toHaveText(
    'SHA-256(server seed) equals the published hash.',
  );
  const recorded = (won.mines_game.mine_tiles ?? []).map((tile) => tile + 1).join(', ');
  await expect(page.getByTestId('verify-mine-tiles')).toHaveText(
    `Mines on tiles ${recorded} (numbered 1–25, row by row).`,
  );
  await expect(page.getByTestId('verify-record')).toHaveText(
    'It matches what the server recorded for this bet.',
  );
  await shoot(page, 'house-verify-match-en');
});

test('Mines and its verification read in Bangla', async ({ memberPage: page, player }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  const url = await launchMines(page, player);

  await page.goto(url);
  await expect(page.getByTestId('mines-start')).toHaveText('শুরু করুন');
  await expect(page.getByTestId('house-balance')).toHaveText('৳৫০০.০০');
  await shoot(page, 'house-mines-before-bn');

  await pickUntil(page, 'gem', await start(page, '10'));
  await expect(page.getByText(/^পরের ঘর: /)).toBeVisible();
  await shoot(page, 'house-mines-play-bn');
  const won = await cashOut(page);
  await expect(page.getByTestId('mines-result')).toContainText('জিতেছেন');
  await shoot(page, 'house-mines-won-bn');

  await page.getByTestId('mines-again').click();
  await pickUntil(page, 'mine', await start(page, '10'));
  await expect(page.getByTestId('mines-result')).toContainText('বুম!');
  await shoot(page, 'house-mines-lost-bn');

  await page.getByRole('link', { name: /প্রমাণযোগ্যভাবে ন্যায্য/ }).click();
  await page.getByTestId('active-seeds').waitFor();
  const rotated = page.waitForResponse('**/api/house/fairness/rotate');
  await page.getByRole('button', { name: 'সিড বদলান' }).first().click();
  expect((await rotated).ok()).toBe(true);
  await expect(page.getByTestId('previous-seeds')).toBeVisible();
  const wonBet = `বাজি #${toBanglaDigits(String(won.id))} যাচাই করুন`;
  await page.getByRole('button', { name: wonBet }).click();
  await expect(page.getByRole('heading', { name: wonBet })).toBeVisible();
  await expect(page.getByTestId('verify-record')).toHaveText(
    'সার্ভার এই বাজির জন্য যা রেকর্ড করেছে তার সাথে মিলেছে।',
  );
  expect(won.status).toBe('won');
  await shoot(page, 'house-verify-match-bn');
});

test('a refusal from the server reads in Bangla, by its code', async ({
  memberPage: page,
  player,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  const url = await launchMines(page, player);
  await page.goto(url);
  await expect(page.getByTestId('house-balance')).toHaveText('৳৫০০.০০');
  // The page offers at most 24 mines, so the server's own refusal is reached by asking for 30 on
  // the way: the page words it from the answer's code, not from the English beside it.
  await page.route('**/api/house/mines/start', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, mines: 30 }) });
  });
  await page.getByLabel('স্টেক', { exact: true }).fill('10');
  const refused = page.waitForResponse('**/api/house/mines/start');
  await page.getByTestId('mines-start').click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({ code: 'house.mineCountInvalid' });
  await expect(page.getByRole('alert')).toContainText('অনুগ্রহ করে ১ থেকে ২৪টি মাইন বেছে নিন।');
  await expect(page.getByTestId('house-balance')).toHaveText('৳৫০০.০০');
  await shoot(page, 'house-mines-refused-bn');
});
