// The console's Support desk at 1280×800 (issue "Operator console": "support answers a chat
// live"): a player on a phone (375×812, the player app) opens the live chat and writes; a support
// operator, in another browser, sees the chat appear and the player typing without a reload,
// takes the chat and answers; the player sees the desk typing and the answer live. Taking and the
// reply are in the audit log.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import {
  createOperator,
  signInToConsole,
  openAuditOf,
  openConsoleArea,
} from '../fixtures/operators';
import { newDesktopPage } from '../fixtures/phone';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';

async function openChatFromHome(page: Page): Promise<number> {
  await page.goto('/chat');
  await expect(page.getByText('How can we help?')).toBeVisible();
  await page.getByRole('button', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  return Number(/\/chat-box\/(\d+)$/.exec(page.url())?.[1]);
}

test('a support operator answers a player live, with typing on both sides', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const operator = await createOperator(request, 'support');
  const desk = await newDesktopPage(browser, baseURL);
  await signInToConsole(desk, operator);
  await openConsoleArea(desk, 'Support desk');
  await expect(desk.getByRole('heading', { name: 'Support desk' })).toBeVisible();
  await expect(desk.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();

  // The player, on a phone, opens the chat and writes.
  const player = await createPlayer(page.request);
  await signInViaApi(page, player);
  const chatId = await openChatFromHome(page);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('My bKash deposit of ৳500 has not arrived yet.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(input).toHaveValue('');

  // The desk sees the chat arrive on top, unread and waiting, without a reload.
  const conversations = desk.getByRole('navigation', { name: 'Conversations' });
  const row = conversations.getByRole('link').first();
  await expect(row).toContainText(player.username);
  await expect(row).toContainText('My bKash deposit of ৳500 has not arrived yet.');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await expect(row).toContainText('Waiting under a minute');
  await shoot(desk, 'admin-desk-inbox');

  // Opening it marks it read and shows the thread with the way to the player's screen.
  await row.click();
  await expect(desk).toHaveURL(new RegExp(`/admin/desk/${chatId}$`));
  const thread = desk.getByRole('log', { name: `Conversation with ${player.username}` });
  await expect(thread.getByText('My bKash deposit of ৳500 has not arrived yet.')).toBeVisible();
  await expect(row.getByLabel('1 unread')).toHaveCount(0);
  await expect(desk.getByRole('link', { name: 'Open player' })).toHaveAttribute(
    'href',
    /\/admin\/players\/\d+$/,
  );

  // The operator takes the chat, so colleagues see it is being answered.
  await desk.getByRole('button', { name: 'Take this chat' }).click();
  await expect(desk.getByRole('button', { name: 'Let go' })).toBeVisible();
  await expect(row).toContainText('Taken by you');

  // The player types: the desk shows it.
  // Typed over a few seconds, as people do: the server relays one signal per chat every 2 s, and
  // the first keystroke may fall in the window of the signal sent with the message above.
  await input.pressSequentially('I sent it at 10 am from my own number', { delay: 120 });
  const presence = desk.locator('.desk-presence');
  await expect(presence).toHaveText('typing…', { timeout: 5_000 });
  await expect(row).toContainText('typing…');
  await shoot(desk, 'admin-desk-typing');
  await input.fill('');

  // The operator types: the player sees the desk typing; then the answer arrives live.
  const reply = desk.getByLabel('Reply');
  await reply.pressSequentially('Thanks, we are checking', { delay: 30 });
  await expect(page.getByText('Customer Support is typing…')).toBeVisible({ timeout: 5_000 });
  await shoot(page, 'admin-desk-player-sees-typing');
  await reply.pressSequentially(' it with bKash now.');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(reply).toHaveValue('');
  const answer = 'Thanks, we are checking it with bKash now.';
  const sent = thread.locator('li').filter({ hasText: answer });
  await expect(sent).toContainText(operator.username);
  await expect(sent).not.toContainText('Sending…');
  const playerThread = page.getByRole('log', { name: 'Conversation with Customer Support' });
  await expect(playerThread.getByText(answer)).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('Customer Support is typing…')).toHaveCount(0);
  await shoot(page, 'admin-desk-player-answered');
  await expect(row).toContainText(`${operator.username}: ${answer}`);
  await shoot(desk, 'admin-desk-answered');

  // The reply is an operator's action: it is in the audit log under the chat.
  await openAuditOf(desk, 'chat', chatId);
  const entry = desk.getByRole('row').filter({ hasText: 'chat.reply' }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(operator.username);
  await expect(desk.getByRole('row').filter({ hasText: 'chat.assign' }).first()).toBeVisible();
  await shoot(desk, 'admin-desk-audit');

  // At phone width the desk shows one pane at a time.
  await desk.setViewportSize({ width: 375, height: 812 });
  await desk.goto(`/admin/desk/${chatId}`);
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(conversations).toBeHidden();
  await shoot(desk, 'admin-desk-phone');
  await desk.getByRole('link', { name: '← All conversations' }).click();
  await expect(conversations).toBeVisible();
  await desk.context().close();
});

test('an operator without the desk role is refused in the console and by the API', async ({
  browser,
  request,
  baseURL,
}) => {
  const operator = await createOperator(request, 'finance');
  const page = await newDesktopPage(browser, baseURL);
  await signInToConsole(page, operator);
  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await expect(nav.getByRole('link', { name: 'Support desk' })).toHaveCount(0);
  await page.goto('/admin/desk');
  await expect(page.getByText(/cannot (answer chats|use this area)/)).toBeVisible();
  const token = await page.evaluate(() => {
    const raw = window.sessionStorage.getItem('khela.console.session');
    return raw === null ? '' : (JSON.parse(raw) as { token: string }).token;
  });
  const refused = await request.get('/admin-api/chats', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await page.context().close();
});
