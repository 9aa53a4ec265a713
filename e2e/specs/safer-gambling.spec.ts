// Safer gambling on a phone: a player sets a daily deposit limit from the account menu and is
// refused the deposit past it; a higher limit waits its 24 hours and then the deposit goes
// through. A player who self-excludes is logged out, and after logging in again cannot deposit or
// open a game, and the page says until when; the reality check comes after its interval.
import { bnMessages, fillMessage, saferGamblingMessages } from '@khela/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';
import { DEMO_OWNER, signInToConsole } from '../fixtures/operators';
import { openDatabase } from '../fixtures/server-database';
import { verifyPhone } from '../fixtures/wallet';

async function openSaferGambling(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Safer gambling' }).click();
  await expect(page).toHaveURL('/account/safer-gambling');
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
}

async function setDailyDepositLimit(page: Page, amount: string): Promise<void> {
  const daily = page.getByTestId('limit-deposit-day');
  await daily.getByRole('button', { name: /^Change/ }).click();
  await daily.getByRole('textbox').fill(amount);
  await daily.getByRole('button', { name: 'Save' }).click();
}

async function tryDeposit(page: Page, amount: string): Promise<void> {
  await page.goto('/deposit');
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('radio', { name: 'Send Money', exact: true }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Moves the player's waiting limits' start into the past, as if their 24 hours had gone by. */
function letTheDayPass(username: string): void {
  const database = openDatabase();
  try {
    const row = database
      .prepare(
        'select s.user_id, s.limits from player_safety s join users u on u.id = s.user_id where u.username = ?',
      )
      .get(username) as { user_id: number; limits: string };
    const limits = (JSON.parse(row.limits) as { pending: { from: string } | null }[]).map(
      (limit) =>
        limit.pending
          ? { ...limit, pending: { ...limit.pending, from: '2000-01-01T00:00:00.000Z' } }
          : limit,
    );
    database
      .prepare('update player_safety set limits = ? where user_id = ?')
      .run(JSON.stringify(limits), row.user_id);
  } finally {
    database.close();
  }
}

test('a daily deposit limit refuses the deposit past it, and a raise waits 24 hours', async ({
  memberPage: page,
  player,
}) => {
  verifyPhone(player.username);
  await openSaferGambling(page);
  await setDailyDepositLimit(page, '1000');
  await expect(page.getByText('Your limit has changed and applies now.')).toBeVisible();
  await expect(page.getByTestId('limit-deposit-day')).toContainText('Now: ৳1,000.00');
  await shoot(page, 'safer-gambling-en');

  await tryDeposit(page, '1500');
  const refusal = fillMessage(saferGamblingMessages.depositLimitDay, {
    limit: '৳1,000.00',
    left: '৳1,000.00',
  });
  await expect(page.getByRole('alertdialog')).toContainText(refusal);
  await shoot(page, 'safer-gambling-deposit-refused');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await openSaferGambling(page);
  await setDailyDepositLimit(page, '5000');
  await expect(
    page.getByText(/Your new limit applies from .*a higher limit waits 24 hours/),
  ).toBeVisible();
  const daily = page.getByTestId('limit-deposit-day');
  await expect(daily).toContainText('Now: ৳1,000.00');
  await expect(daily).toContainText(/From .*: ৳5,000\.00/);
  await tryDeposit(page, '1500');
  await expect(page.getByRole('alertdialog')).toContainText(refusal);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  letTheDayPass(player.username);
  await openSaferGambling(page);
  await expect(page.getByTestId('limit-deposit-day')).toContainText('Now: ৳5,000.00');
  await tryDeposit(page, '1500');
  await expect(page).toHaveURL(/\/make-payment$/);

  // The page in Bangla.
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/account/safer-gambling');
  await expect(page.getByRole('heading', { name: 'নিরাপদ খেলা', level: 1 })).toBeVisible();
  await expect(page.getByTestId('limit-deposit-day')).toContainText('দৈনিক');
  await shoot(page, 'safer-gambling-bn');
});

test('a self-excluded player is logged out and cannot deposit or open a game after logging in', async ({
  memberPage: page,
  player,
  browser,
}) => {
  verifyPhone(player.username);
  await openSaferGambling(page);
  const exclusion = page.getByTestId('break-exclusion');
  await exclusion.getByRole('combobox', { name: 'How long' }).selectOption('1y');
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Nobody can lift a self-exclusion early.');
  await shoot(page, 'safer-gambling-exclusion-confirm');
  await confirm.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(saferGamblingMessages.breakStarted);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL('/login');

  await openSaferGambling(page);
  await expect(page.getByTestId('break-notice')).toContainText('You have excluded yourself until');
  await expect(page.getByTestId('break-exclusion')).toHaveCount(0);
  await shoot(page, 'safer-gambling-excluded');

  await tryDeposit(page, '1000');
  await expect(page.getByRole('alertdialog')).toContainText('You have excluded yourself until');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

  await page.goto('/games?type=ARCADE&system=KHELA&title=Dice');
  await page.getByRole('button', { name: 'Dice by Khela Originals' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You have excluded yourself until');
  await shoot(page, 'safer-gambling-excluded-game');

  // The console shows it, read-only: no operator control lifts or shortens it.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await signInToConsole(desk, DEMO_OWNER);
    await desk.goto('/admin/players');
    await desk.getByLabel('Search players').fill(player.username);
    await desk.getByRole('button', { name: 'Search' }).click();
    await desk.getByRole('link', { name: player.username }).click();
    const panel = desk.getByTestId('player-safer-gambling');
    await expect(panel).toContainText('Self-excluded since');
    await expect(panel).toContainText('Nobody can lift or shorten it');
    await expect(panel.getByRole('button')).toHaveCount(0);
    await shoot(desk, 'admin-player-self-excluded');
  } finally {
    await desk.close();
  }

  // The refusal reads in Bangla from its catalogue code.
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/deposit');
  await page.getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('radio', { name: 'সেন্ড মানি', exact: true }).check();
  await page.getByRole('textbox').first().fill('1000');
  await page.getByRole('button', { name: /পরবর্তী|Next/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    bnMessages['saferGambling.onExclusion'].split('{{until}}')[0] ?? '',
  );
});

test('the reality check comes after its interval with the time played', async ({
  memberPage: page,
}) => {
  await page.clock.install();
  await openSaferGambling(page);
  await page.getByRole('combobox', { name: 'Remind me' }).selectOption('15');
  await page.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByText('Your reminder has been saved.')).toBeVisible();
  // The reminder reads the interval when the app starts.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Safer gambling', level: 1 })).toBeVisible();
  await page.clock.fastForward('15:30');
  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await expect(check).toContainText(/You have been playing for 0 h 1[45] min/);
  await shoot(page, 'reality-check');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
});
