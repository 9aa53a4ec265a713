/**
 * The support chat at 375×812, player and support desk together. There is no operator console
 * yet, so the desk is the operator API (/admin-api, the demo operator) driven from the test in its
 * own request context, with its live stream read as the console will read it. The player opens
 * the chat from /chat, writes, and sees the desk typing and its reply arrive without a reload
 * (over the stream; by polling while the stream is down). Blank input is never sent.
 */
import { type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { operatorToken } from '../fixtures/wallet';

interface Desk {
  request: APIRequestContext;
  token: string;
}

async function openDesk(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<Desk> {
  const request = await playwright.request.newContext({ baseURL });
  return { request, token: await operatorToken(request) };
}

async function deskPost(desk: Desk, path: string, data: Record<string, unknown> = {}) {
  const response = await desk.request.post(path, {
    data,
    headers: { Authorization: `Bearer ${desk.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as unknown;
}

interface DeskChatSummary {
  chat_id: number;
  username: string;
  unread_count: number;
  last_message: { content: string } | null;
}

async function deskConversation(
  desk: Desk,
  username: string,
): Promise<DeskChatSummary | undefined> {
  const response = await desk.request.get('/admin-api/chats?limit=100', {
    headers: { Authorization: `Bearer ${desk.token}` },
  });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { data: DeskChatSummary[] };
  return list.data.find((chat) => chat.username === username);
}

/** The desk's live stream, read the way the console will read it (fetch with a bearer). */
async function openDeskStream(baseURL: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/admin-api/chats/stream`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: { event: string; data: unknown }[] = [];
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) as unknown });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    async waitFor(event: string, matches: (data: unknown) => boolean = () => true) {
      await expect
        .poll(() => frames.some((frame) => frame.event === event && matches(frame.data)), {
          timeout: 5_000,
        })
        .toBe(true);
    },
    close: () => controller.abort(),
  };
}

async function openChatFromHome(page: Page): Promise<number> {
  await page.goto('/chat');
  await expect(page.getByText('How can we help?')).toBeVisible();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send us a message' }).click();
  await expect(page).toHaveURL(/\/chat-box\/\d+$/);
  return Number(/\/chat-box\/(\d+)$/.exec(page.url())?.[1]);
}

function thread(page: Page) {
  return page.getByRole('log', { name: 'Conversation with Customer Support' });
}

async function signedInPlayer(page: Page): Promise<TestPlayer> {
  const player = await createPlayer(page.request);
  await signInViaApi(page, player);
  return player;
}

test.describe('support chat', () => {
  test('the desk answers and the player sees it typing and its reply live', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const desk = await openDesk(playwright, baseURL!);
    const deskStream = await openDeskStream(baseURL!, desk.token);
    const player = await signedInPlayer(page);
    await page.goto('/chat');
    await expect(page.getByText('No messages yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await shoot(page, 'chat-home-empty');

    const streamOpened = page.waitForResponse(
      (response) => response.url().endsWith('/api/stream') && response.status() === 200,
    );
    const chatId = await openChatFromHome(page);
    await streamOpened;
    await expect(page.getByText('Ask us anything about your account')).toBeVisible();

    // The player types: the desk hears it, then gets the message.
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill('My bKash deposit has not arrived yet.');
    await deskStream.waitFor(
      'chat.typing',
      (data) => (data as { chat_id: number }).chat_id === chatId,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(input).toHaveValue('');
    await expect(thread(page).getByText('My bKash deposit has not arrived yet.')).toBeVisible();
    await deskStream.waitFor('chat.message', (data) =>
      (data as { message: { content: string } }).message.content.startsWith('My bKash'),
    );
    const waiting = await deskConversation(desk, player.username);
    expect(waiting?.unread_count).toBe(1);
    await deskPost(desk, `/admin-api/chats/${chatId}/read`);

    // The desk types, then answers; the player's screen shows both without a reload.
    await deskPost(desk, `/admin-api/chats/${chatId}/typing`);
    await expect(page.getByText('Customer Support is typing…')).toBeVisible({ timeout: 3_000 });
    await shoot(page, 'chat-box-typing');
    await deskPost(desk, `/admin-api/chats/${chatId}/messages`, {
      content: 'Thanks, we are checking it with bKash now. It should arrive within 30 minutes.',
    });
    // Well inside the 5 s polling interval, and polling is off while the stream is open.
    const reply = thread(page).getByText('Thanks, we are checking it with bKash now.', {
      exact: false,
    });
    await expect(reply).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText('Customer Support is typing…')).toHaveCount(0);
    await shoot(page, 'chat-box-thread');

    // The conversation in the list, and /chat's recent message, show the reply.
    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page).toHaveURL(/\/chat-list$/);
    const row = page.getByRole('link', { name: /Customer Support/ });
    await expect(row).toContainText('Thanks, we are checking it with bKash now.');
    await shoot(page, 'chat-list');
    await page
      .getByRole('navigation', { name: 'Chat menu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('link', { name: /Customer Support/ })).toContainText(
      'Thanks, we are checking',
    );
    await shoot(page, 'chat-home');

    // Close goes to the site's home.
    await page.getByRole('link', { name: 'Close chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    deskStream.close();
    await desk.request.dispose();
  });

  test('never sends blank or whitespace-only input', async ({ page }) => {
    await signedInPlayer(page);
    await openChatFromHome(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/messages')) sent.push(request.postData() ?? '');
    });
    const input = page.getByRole('textbox', { name: 'Message' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   \n   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(thread(page).getByRole('listitem')).toHaveCount(0);

    await input.fill('  Hello  ');
    await input.press('Enter');
    await expect(thread(page).getByText('Hello', { exact: true })).toBeVisible();
    expect(sent.map((body) => (JSON.parse(body) as { content: string }).content)).toEqual([
      'Hello',
    ]);
  });

  test('falls back to polling while the live stream is down', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const desk = await openDesk(playwright, baseURL!);
    await page.route('**/api/stream', (route) => route.abort('connectionrefused'));
    await signedInPlayer(page);
    const chatId = await openChatFromHome(page);
    await expect(page.getByText('Ask us anything about your account')).toBeVisible();

    await deskPost(desk, `/admin-api/chats/${chatId}/messages`, {
      content: 'Hello from support, by polling.',
    });
    await expect(thread(page).getByText('Hello from support, by polling.')).toBeVisible({
      timeout: 30_000,
    });
    await desk.request.dispose();
  });

  test('reads in Bangla', async ({ page, playwright, baseURL }) => {
    const desk = await openDesk(playwright, baseURL!);
    await page.addInitScript(() => window.localStorage.setItem('language', 'bn'));
    await signedInPlayer(page);
    await page.goto('/chat');
    await expect(page.getByText('আমরা কীভাবে সাহায্য করতে পারি?')).toBeVisible();
    await page.getByRole('button', { name: 'আমাদের বার্তা পাঠান' }).click();
    await expect(page).toHaveURL(/\/chat-box\/\d+$/);
    const chatId = Number(/\/chat-box\/(\d+)$/.exec(page.url())?.[1]);
    await deskPost(desk, `/admin-api/chats/${chatId}/messages`, { content: 'স্বাগতম!' });
    await expect(page.getByText('স্বাগতম!')).toBeVisible();
    await shoot(page, 'chat-box-bn');
    await desk.request.dispose();
  });

  test('an unknown chat says so and leads to the list', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/chat-box/999999');
    await expect(page.getByText('This conversation was not found.')).toBeVisible();
    await shoot(page, 'chat-box-not-found');
    await page.getByRole('link', { name: 'Go to messages' }).click();
    await expect(page).toHaveURL(/\/chat-list$/);
    await expect(page.getByText('No conversations yet.')).toBeVisible();
    await shoot(page, 'chat-list-empty');
  });

  test('the round chat button and Help lead a signed-in player here', async ({ page }) => {
    await signedInPlayer(page);
    await page.goto('/');
    // The operator's notice greets a fresh sign-in first.
    await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Chat with support' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText('How can we help?')).toBeVisible();
    await page.getByRole('link', { name: 'Close chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('needs a signed-in player', async ({ page }) => {
    await page.goto('/chat-list');
    await expect(page).toHaveURL(/\/login$/);
  });
});
