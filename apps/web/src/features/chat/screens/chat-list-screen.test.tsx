// Proves /chat-list against a stand-in server: the conversation with its last message and link,
// the empty state, Send us a Message, and the close icon to /.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { CHAT_ID, chatFixture, signInAsPlayer, supportMessage } from '../testing/chat-fixtures';
import { ChatListScreen } from './chat-list-screen';

vi.mock('../../../shared/live/use-live', () => import('../testing/fake-live'));

function renderList(handlers: Record<string, MockHandler>) {
  signInAsPlayer();
  mockFetch({ ...siteHandlers, ...handlers });
  return renderWithProviders(<ChatListScreen />, { route: '/chat-list' });
}

describe('ChatListScreen', () => {
  it('lists the conversation with its last message, on one line', async () => {
    renderList({
      'GET /api/get-chats': {
        body: { success: true, data: [chatFixture(supportMessage(3, 'Done.\nAnything else?'))] },
      },
    });
    const list = await screen.findByRole('list');
    const row = within(list).getByRole('link');
    expect(row.getAttribute('href')).toBe(`/chat-box/${CHAT_ID}`);
    expect(within(row).getByText('Customer Support')).toBeTruthy();
    expect(within(row).getByText('Done. Anything else?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send us a Message' }).getAttribute('href')).toBe(
      `/chat-box/${CHAT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Close chat' }).getAttribute('href')).toBe('/');
  });

  it('shows the empty state and a button that opens a chat', async () => {
    renderList({ 'GET /api/get-chats': { body: { success: true, data: [] } } });
    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send us a Message' })).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList({ 'GET /api/get-chats': { status: 503, body: { message: 'Down' } } });
    expect(await screen.findByText('Could not load your conversations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
