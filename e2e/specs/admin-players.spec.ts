// The console's Players area at desktop width (issue "Operator console"): the demo owner finds a
// player made in this test, credits ৳250 with a reason through the confirm step, sees the new
// balance and the ledger line (and the player's own /api/balance agrees), blocks the exchange for
// them and sees it saved, and finds the adjustment in the audit log.
import { expect, test } from '../fixtures/worker-server';
import { openAuditOf, openConsoleArea } from '../fixtures/operators';
import { shoot } from '../fixtures/screenshots';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const OPERATOR = { username: 'admin', password: 'admin12345' };

test('the owner credits a player, blocks their exchange and finds it in the audit log', async ({
  page,
  request,
  player,
}) => {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()) as { token: string };

  await page.goto('/admin/players');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Username').fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await openConsoleArea(page, 'Players');
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();

  await page.getByLabel('Search players').fill(player.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(player.phone);
  await expect(row).toContainText(player.email);
  await shoot(page, 'admin-players-search');
  await row.getByRole('link', { name: player.username }).click();

  await expect(page.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();
  const playerId = /\/players\/(\d+)$/.exec(page.url())?.[1] ?? '';
  expect(playerId).not.toBe('');
  const balances = page.getByLabel('Balances');
  await expect(balances).toContainText('Main Wallet৳0.00');
  // The player's own sign-in is listed with a Revoke control for an owner.
  await expect(page.getByRole('button', { name: 'Revoke', exact: true }).first()).toBeVisible();

  await page.getByLabel('Amount (৳, − to debit)').fill('250');
  await page.getByLabel('Reason', { exact: true }).fill('Goodwill credit for a late deposit');
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the adjustment' });
  await expect(confirm).toContainText('৳0.00 → ৳250.00');
  await shoot(page, 'admin-player-adjust-confirm');
  await confirm.getByRole('button', { name: 'Confirm adjustment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Balance adjusted.' })).toBeVisible();
  await expect(balances).toContainText('Main Wallet৳250.00');
  const ledgerLine = page.getByRole('table', { name: 'Ledger' }).getByRole('row').nth(1);
  await expect(ledgerLine).toContainText('adjustment');
  await expect(ledgerLine).toContainText('৳250.00');

  const own = await request.post('/api/balance', { headers: { authorization: `Bearer ${token}` } });
  expect(own.ok()).toBe(true);
  expect(((await own.json()) as { balance: number }).balance).toBe(250);

  await page.getByRole('combobox', { name: 'Exchange', exact: true }).selectOption('Blocked');
  await page.getByRole('combobox', { name: 'Blocks', exact: true }).selectOption('Apply');
  await page.getByRole('button', { name: 'Save market block' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Market block saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Exchange', exact: true })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Blocks', exact: true })).toHaveValue('inactive');
  await shoot(page, 'admin-player');

  await openAuditOf(page, 'user', playerId);
  const adjustment = page.getByRole('row').filter({ hasText: 'player.adjustment' }).first();
  await expect(adjustment).toBeVisible();
  await shoot(page, 'admin-players-audit');
});
