// Proves /chat against a stand-in server: the greeting, the most recent message (refreshed when a
// reply arrives live), Send us a message opening the chat before going to its box, promotions cut
// at 100 words, the Home / Message nav, the close icon to /, and the states of each part.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_CHAT_COUNTERPART_ID } from '@khela/contract';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import {
  CHAT_ID,
  PLAYER_ID,
  chatFixture,
  playerMessage,
  promotionFixture,
  signInAsPlayer,
  supportMessage,
} from '../testing/chat-fixtures';
import { emitLive } from '../testing/fake-live';
import { ChatHomeScreen } from './chat-home-screen';

vi.mock('../../../shared/live/use-live', () => import('../testing/fake-live'));

function renderHome(handlers: Record<string, MockHandler>) {
  signInAsPlayer();
  const server = mockFetch({
    ...siteHandlers,
    'GET /api/promotion': { body: { data: [] } },
    ...handlers,
  });
  return { ...renderWithProviders(<ChatHomeScreen />, { route: '/chat' }), server };
}

describe('ChatHomeScreen', () => {
  it('greets the player and shows the most recent message, refreshed live', async () => {
    let chats = [chatFixture(playerMessage(1, 'Hello?'))];
    renderHome({ 'GET /api/get-chats': () => ({ body: { success: true, data: chats } }) });
    expect(screen.getByText('Hi rahim01')).toBeTruthy();
    expect(screen.getByText('How can we help?')).toBeTruthy();
    const recent = await screen.findByRole('link', { name: /Customer Support/ });
    expect(recent.getAttribute('href')).toBe(`/chat-box/${CHAT_ID}`);
    expect(within(recent).getByText('You: Hello?')).toBeTruthy();

    chats = [chatFixture(supportMessage(2, 'We are on it'))];
    act(() => emitLive('chat.message', supportMessage(2, 'We are on it')));
    expect(await screen.findByText('We are on it')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Close chat' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Chat menu' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/chat');
    expect(within(nav).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/chat-list',
    );
    // The chat is open already: the button goes straight to it.
    expect(screen.getByRole('link', { name: 'Send us a message' }).getAttribute('href')).toBe(
      `/chat-box/${CHAT_ID}`,
    );
  });

  it('opens the chat first when there is none, then goes to its box', async () => {
    const { server, pathname } = renderHome({
      'GET /api/get-chats': { body: { success: true, data: [] } },
      'POST /api/chats': {
        status: 201,
        body: {
          chat: {
            id: CHAT_ID,
            user_one_id: PLAYER_ID,
            user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
            created_at: '2025-11-23T06:00:00.000Z',
          },
        },
      },
    });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    await vi.waitFor(() => expect(pathname()).toBe(`/chat-box/${CHAT_ID}`));
    const opened = server.requests.find((request) => request.url.pathname === '/api/chats');
    expect(opened?.body).toEqual({ user_one_id: PLAYER_ID, user_two_id: 7 });
  });

  it('says so when the chat cannot be opened', async () => {
    renderHome({
      'GET /api/get-chats': { body: { success: true, data: [] } },
      'POST /api/chats': () => 'network-error',
    });
    await screen.findByText('No messages yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send us a message' }));
    expect(
      await screen.findByText('No connection. Check your internet and try again.'),
    ).toBeTruthy();
  });

  it('shows the displayed promotions with descriptions cut at 100 words', async () => {
    const longText = Array.from({ length: 120 }, (_, index) => `word${index + 1}`).join(' ');
    renderHome({
      'GET /api/get-chats': { body: { success: true, data: [] } },
      'GET /api/promotion': {
        body: {
          data: [
            promotionFixture({ id: 1, name: 'Cashback', desc: longText }),
            promotionFixture({ id: 2, name: 'Hidden', status: 'active' }),
          ],
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Cashback' });
    const text = within(card).getByText(/^word1 /).textContent ?? '';
    expect(text.endsWith('word100…')).toBe(true);
    expect(text).not.toContain('word101');
    expect(screen.queryByRole('article', { name: 'Hidden' })).toBeNull();
  });

  it('offers a retry for each part that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let chatCalls = 0;
    renderHome({
      'GET /api/get-chats': () => {
        chatCalls += 1;
        return chatCalls === 1
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : { body: { success: true, data: [] } };
      },
      'GET /api/promotion': { status: 500, body: { message: 'Internal Server Error' } },
    });
    expect(await screen.findByText('Could not load your messages.')).toBeTruthy();
    expect(screen.getByText('Could not load promotions.')).toBeTruthy();
    const [retryRecent] = screen.getAllByRole('button', { name: 'Try again' });
    fireEvent.click(retryRecent!);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
