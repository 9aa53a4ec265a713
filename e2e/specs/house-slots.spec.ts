// Khela Slots end to end (the house games' acceptance): a funded player opens Slots from the home
// page through the games list and the game frame, spins inside the frame, and the round's money
// agrees everywhere: the frame's balance moved by exactly (win − stake) of the spin's answer, the
// app's own balance says the same after the frame closes, and the Settled betting record shows the
// round under KHELA / SLOT with its stake and result. The paytable is published on the page; the
// page reads in Bangla too.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';
import { taka } from '../fixtures/taka';
import { fundPlayer } from '../fixtures/wallet';

const FUNDED_TAKA = 500;
const STAKE_TAKA = 2;

interface SpinAnswer {
  bet: {
    id: number;
    stake: number;
    payout: number;
    status: 'won' | 'lost';
    slots: { line_wins: { line: number; symbol: string; count: number; win: number }[] };
  };
  balance: number;
}

/** A symbol's English name on the page: the engine's name for it, capitalised ('lemon' → 'Lemon'). */
const symbolName = (symbol: string) => `${symbol.charAt(0).toUpperCase()}${symbol.slice(1)}`;

/** Screenshots wait for the Bangla face (it also draws ৳) in the page and in the game frame. */
async function shootWithFonts(page: Page, name: string) {
  for (const frame of page.frames()) {
    await frame.evaluate(() => document.fonts.ready.then(() => undefined));
  }
  await shoot(page, name);
}

/** From the home page's Slot category to the Khela Originals list, then the Slots tile. */
async function openSlotsFromHome(page: Page, tabName: string, providerName: string) {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: tabName });
  await tabs.getByRole('tab').nth(2).click();
  await page.getByRole('tabpanel').getByRole('link', { name: providerName }).click();
  await expect(page).toHaveURL(/\/games\?type=SLOT&system=KHELA/);
}

test('a spin in the frame moves the balance by win − stake and shows in the betting record', async ({
  quietMemberPage: page,
  request,
  player,
}) => {
  await fundPlayer(request, player, FUNDED_TAKA);

  await openSlotsFromHome(page, 'Game categories', 'Khela Originals');
  const launch = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/game-run') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Slots by Khela Originals' }).click();
  expect((await launch).ok()).toBe(true);
  await expect(page).toHaveURL('/gamerun');
  const overlay = page.getByRole('dialog', { name: 'Game' });
  await expect(overlay.locator('iframe')).toHaveAttribute('src', /\/house\/slots\?/);

  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Slots' })).toBeVisible();
  const frameBalance = frame.getByTestId('house-balance');
  await expect(frameBalance).toHaveText(taka(FUNDED_TAKA));
  await expect(
    frame.getByRole('group', { name: 'Slot machine, 5 reels and 3 rows' }),
  ).toBeVisible();
  await expect(frame.getByText('No spins yet.')).toBeVisible();
  await shootWithFonts(page, 'house-slots-en');

  // The published paytable: the rules the spins are settled by.
  await frame.getByRole('button', { name: 'Paytable & rules' }).click();
  const rules = frame.getByRole('dialog', { name: 'Paytable & rules' });
  await expect(rules.getByText(/Return to player: 95\.97%/)).toBeVisible();
  await expect(rules.getByRole('row', { name: /Seven/ })).toContainText('20×80×400×');
  await expect(rules.getByRole('img', { name: /^Line \d+$/ })).toHaveCount(20);
  await shootWithFonts(page, 'house-slots-paytable-en');
  await rules.getByRole('img', { name: 'Line 20' }).scrollIntoViewIfNeeded();
  await shootWithFonts(page, 'house-slots-paylines-en');
  await rules.getByRole('button', { name: 'Close' }).click();
  await expect(rules).toBeHidden();

  await frame.getByRole('textbox', { name: 'Stake', exact: true }).fill(String(STAKE_TAKA));
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/house/slots/spin') && response.request().method() === 'POST',
  );
  await frame.getByRole('button', { name: 'Spin' }).click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  const spin = (await response.json()) as SpinAnswer;
  expect(spin.bet.stake).toBe(STAKE_TAKA);
  const net = Math.round((spin.bet.payout - spin.bet.stake) * 100) / 100;
  expect(spin.balance).toBeCloseTo(FUNDED_TAKA + net, 2);

  // The frame's balance moved by exactly (win − stake).
  await expect(frameBalance).toHaveText(taka(FUNDED_TAKA + net));
  const total = frame.getByTestId('slots-total-win');
  if (spin.bet.payout > 0) {
    await expect(total).toHaveText(`You won ${taka(spin.bet.payout)}`);
    for (const win of spin.bet.slots.line_wins) {
      await expect(
        frame.getByText(
          `Line ${win.line}: ${win.count} × ${symbolName(win.symbol)} ${taka(win.win)}`,
          { exact: true },
        ),
      ).toBeVisible();
    }
  } else {
    await expect(total).toHaveText('No win this time');
  }
  const verify = frame.getByRole('link', { name: `Verify spin #${spin.bet.id}` });
  await expect(verify).toHaveAttribute('href', `/house/verify?bet=${spin.bet.id}`);
  await shootWithFonts(page, `house-slots-result-${spin.bet.payout > 0 ? 'win' : 'loss'}-en`);
  await verify.scrollIntoViewIfNeeded();
  await shootWithFonts(page, 'house-slots-last-spins-en');
  await verify.click();
  await expect(frame.getByRole('heading', { name: 'Verify a round' })).toBeVisible();

  // The app's own balance, once the frame is closed: the header chip (polled) and the call it uses.
  await overlay.getByRole('link', { name: 'Close the game' }).click();
  await expect(page).toHaveURL(/\/games\?type=SLOT&system=KHELA/);
  await expect(
    page.getByRole('link', { name: `Main Wallet balance: ${taka(spin.balance)}` }),
  ).toBeVisible({ timeout: 20_000 });
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const balance = await page.request.post('/api/balance', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(((await balance.json()) as { balance: number }).balance).toBeCloseTo(spin.balance, 2);

  // The Settled record: one KHELA SLOT row with the stake as turnover and the round's result.
  await page.goto('/betting-record');
  const table = page.getByRole('table');
  const result = net < 0 ? `(${taka(-net)})` : taka(net);
  await expect(table.getByRole('row')).toHaveText([
    'PlatformGame TypeTurnoverProfit/LossOpen',
    `KHELASLOT${taka(STAKE_TAKA)}${result}`,
  ]);
  if (net < 0) {
    await expect(table.locator('.betting-amount--loss')).toHaveText(result);
  }
  await shootWithFonts(page, 'house-slots-betting-record-settled-en');
  await page.getByRole('button', { name: 'Open KHELA SLOT' }).click();
  await expect(page.getByText(`Bet: ${taka(STAKE_TAKA)}`)).toBeVisible();
  await expect(
    page.getByText(`${net < 0 ? 'Loss' : 'Profit'}: ${taka(Math.abs(net))}`),
  ).toBeVisible();
  await shootWithFonts(page, 'house-slots-betting-record-round-en');
});

test('the Slots page reads in Bangla and says why it cannot spin without money', async ({
  quietMemberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await openSlotsFromHome(page, 'গেমের ক্যাটাগরি', 'Khela Originals');
  await page.getByRole('button', { name: /Slots/ }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'স্লটস' })).toBeVisible();
  await expect(frame.getByTestId('house-balance')).toHaveText('৳০.০০');
  await expect(frame.getByRole('button', { name: 'স্পিন' })).toBeDisabled();
  await expect(frame.getByText('এই স্টেকের জন্য ব্যালেন্স যথেষ্ট নয়।')).toBeVisible();
  await shootWithFonts(page, 'house-slots-bn');
});

test('a spin whose answer is lost is asked again with the same key and played once', async ({
  quietMemberPage: page,
  request,
  player,
}) => {
  await fundPlayer(request, player, FUNDED_TAKA);
  const keys: string[] = [];
  await page.route('**/api/house/slots/spin', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      // The server plays the spin, but its answer never reaches the phone.
      await route.fetch();
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await page.goto('/games?type=SLOT&system=KHELA&title=Khela+Originals');
  await page.getByRole('button', { name: 'Slots by Khela Originals' }).click();
  const frame = page.frameLocator('iframe');
  await frame.getByRole('button', { name: 'Spin' }).click();
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('No connection.');
  await shootWithFonts(page, 'house-slots-no-connection-en');

  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/house/slots/spin'),
  );
  await alert.getByRole('button', { name: 'Try again' }).click();
  const spin = (await (await answered).json()) as SpinAnswer;
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const once = Math.round((FUNDED_TAKA - spin.bet.stake + spin.bet.payout) * 100) / 100;
  expect(spin.balance).toBeCloseTo(once, 2);
  await expect(frame.getByTestId('house-balance')).toHaveText(taka(once));
  await expect(frame.getByRole('listitem').filter({ hasText: /^Spin #/ })).toHaveCount(1);
});
