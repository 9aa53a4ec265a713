/**
 * /inbox at 375×812: the list (title, time, first five words, read style, paging, end note),
 * a message opened in its modal, Edit mode reading and deleting, and messages an operator sends
 * arriving without a reload: over the live stream, and by polling while the stream is down.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { operatorToken } from '../fixtures/wallet';

async function sendMessage(
  request: APIRequestContext,
  player: TestPlayer,
  title: string,
  message: string,
): Promise<void> {
  const token = await operatorToken(request);
  const response = await request.post('/admin-api/inbox', {
    data: { username: player.username, title, message },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function playerWithMessages(page: Page, count: number): Promise<TestPlayer> {
  const player = await createPlayer(page.request);
  for (let index = 1; index <= count; index += 1) {
    await sendMessage(
      page.request,
      player,
      `Weekly news ${index}`,
      `Number ${index}: this week brings new cricket markets and a reload bonus for everyone.`,
    );
  }
  await signInViaApi(page, player);
  return player;
}

function row(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(`^${title}\\b`) });
}

test.describe('inbox', () => {
  test('lists messages newest first, pages on request and ends with a note', async ({ page }) => {
    await playerWithMessages(page, 12);
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    const newest = row(page, 'Weekly news 12');
    await expect(newest).toBeVisible();
    await expect(newest).toContainText('Number 12: this week brings…');
    await expect(newest).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d GMT\+6/);
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
      10,
    );
    await shoot(page, 'inbox-list');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(row(page, 'Weekly news 1')).toBeVisible();
    await expect(page.getByText('You have reached the end of your inbox.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('opens a message in a modal, which marks it read', async ({ page }) => {
    await playerWithMessages(page, 2);
    await page.goto('/inbox');
    const message = row(page, 'Weekly news 2');
    await expect(message).toHaveClass(/inbox-row--unread/);
    await message.click();
    const dialog = page.getByRole('dialog', { name: 'Weekly news 2' });
    await expect(dialog).toContainText(
      'Number 2: this week brings new cricket markets and a reload bonus for everyone.',
    );
    await shoot(page, 'inbox-message');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(message).toHaveClass(/inbox-row--read/);

    // Read on the server too: a reload keeps the read style.
    await page.reload();
    await expect(row(page, 'Weekly news 2')).toHaveClass(/inbox-row--read/);
    await expect(row(page, 'Weekly news 1')).toHaveClass(/inbox-row--unread/);
  });

  test('Edit mode reads and deletes the chosen messages', async ({ page }) => {
    await playerWithMessages(page, 4);
    await page.goto('/inbox');
    await expect(row(page, 'Weekly news 4')).toBeVisible();

    await page.getByRole('button', { name: 'Inbox actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Read all', 'Cancel']);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: /Weekly news 4/ }).check();
    await page.getByRole('checkbox', { name: /Weekly news 3/ }).check();
    const bar = page.getByRole('toolbar', { name: 'Chosen messages' });
    await expect(bar).toContainText('2 selected');
    await shoot(page, 'inbox-edit');
    await bar.getByRole('button', { name: 'Read' }).click();
    await expect(bar).toHaveCount(0);
    await expect(row(page, 'Weekly news 4')).toHaveClass(/inbox-row--read/);
    await expect(row(page, 'Weekly news 3')).toHaveClass(/inbox-row--read/);
    await expect(row(page, 'Weekly news 2')).toHaveClass(/inbox-row--unread/);

    await page.getByRole('button', { name: 'Inbox actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: /Weekly news 4/ }).check();
    await page.getByRole('checkbox', { name: /Weekly news 1/ }).check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete messages?' });
    await expect(confirm).toContainText('Delete the chosen messages (2)?');
    await shoot(page, 'inbox-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'Weekly news 4')).toHaveCount(0);
    await expect(row(page, 'Weekly news 1')).toHaveCount(0);
    await expect(row(page, 'Weekly news 3')).toBeVisible();

    await page.reload();
    await expect(row(page, 'Weekly news 3')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  });

  test('shows an operator’s new message live, without a reload', async ({ page }) => {
    const player = await playerWithMessages(page, 1);
    const streamOpened = page.waitForResponse(
      (response) => response.url().endsWith('/api/stream') && response.status() === 200,
    );
    await page.goto('/inbox');
    await expect(row(page, 'Weekly news 1')).toBeVisible();
    await streamOpened;

    await sendMessage(
      page.request,
      player,
      'Live cashback',
      'Cashback lands in your wallet today.',
    );
    // Well inside the 10 s polling interval: this came over the stream.
    const live = row(page, 'Live cashback');
    await expect(live).toBeVisible({ timeout: 5_000 });
    await expect(live).toHaveClass(/inbox-row--unread/);
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first(),
    ).toContainText('Live cashback');
    await shoot(page, 'inbox-live');
  });

  test('falls back to polling every 10 s while the live stream is down', async ({ page }) => {
    const player = await playerWithMessages(page, 1);
    await page.route('**/api/stream', (route) => route.abort('connectionrefused'));
    await page.goto('/inbox');
    await expect(row(page, 'Weekly news 1')).toBeVisible();

    await sendMessage(page.request, player, 'Polled news', 'This one arrives by polling.');
    await expect(row(page, 'Polled news')).toBeVisible({ timeout: 30_000 });
  });

  test('shows an empty inbox', async ({ page }) => {
    await playerWithMessages(page, 0);
    await page.goto('/inbox');
    await expect(page.getByText('No messages yet')).toBeVisible();
    await shoot(page, 'inbox-empty');
  });
});
