// Proves /chat-box/{chatId} against a stand-in server and stream: the thread with the player's
// and the desk's messages, a reply and the typing indicator arriving live, blank input never
// sent, a sent message with the caller as sender, a refused one with its reason and a retry,
// earlier pages on request, a message that lands while the thread loads, and an unknown or
// malformed chat.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chatMessages } from '@khela/contract';
import { mockFetch, siteHandlers, type MockHandler } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import {
  CHAT_ID,
  PLAYER_ID,
  playerMessage,
  signInAsPlayer,
  supportMessage,
} from '../testing/chat-fixtures';
import { emitLive } from '../testing/fake-live';
import { ChatBoxScreen } from './chat-box-screen';

vi.mock('../../../shared/live/use-live', () => import('../testing/fake-live'));

const threadUrl = `GET /api/chats/${CHAT_ID}/messages`;

function renderChatBox(handlers: Record<string, MockHandler>, chatId: string = String(CHAT_ID)) {
  signInAsPlayer();
  const server = mockFetch({
    ...siteHandlers,
    'GET /api/get-chats': { body: { success: true, data: [] } },
    ...handlers,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/chat-box/:chatId" element={<ChatBoxScreen />} />
    </Routes>,
    { route: `/chat-box/${chatId}` },
  );
  return { ...view, server };
}

function thread(...messages: ReturnType<typeof playerMessage>[]) {
  return { body: { success: true, data: messages, has_more: false } };
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('ChatBoxScreen', () => {
  it('shows the thread and a reply and the typing indicator as they arrive', async () => {
    renderChatBox({
      [threadUrl]: thread(playerMessage(1, 'My deposit is late'), supportMessage(2, 'Checking')),
    });
    const log = await screen.findByRole('log', { name: 'Conversation with Customer Support' });
    expect(within(log).getByText('My deposit is late')).toBeTruthy();
    expect(within(log).getByText('Checking')).toBeTruthy();
    expect(within(log).getByText('My deposit is late').closest('li')?.className).toContain(
      'chat-bubble--own',
    );
    expect(within(log).getByText('Checking').closest('li')?.className).not.toContain(
      'chat-bubble--own',
    );
    expect(screen.getByRole('link', { name: 'Close chat' }).getAttribute('href')).toBe('/');

    // Typing in another chat is not this one's.
    act(() => emitLive('chat.typing', { chat_id: CHAT_ID + 1, sender: 'support' }));
    expect(screen.queryByText('Customer Support is typing…')).toBeNull();
    act(() => emitLive('chat.typing', { chat_id: CHAT_ID, sender: 'support' }));
    expect(screen.getByText('Customer Support is typing…')).toBeTruthy();

    act(() => emitLive('chat.message', supportMessage(3, 'Your deposit is credited.')));
    expect(await within(log).findByText('Your deposit is credited.')).toBeTruthy();
    expect(screen.queryByText('Customer Support is typing…')).toBeNull();
  });

  it('loads the thread again when a message arrives while its first load is in flight', async () => {
    // The first load read the thread before the desk wrote; its answer arrives after the event.
    let releaseFirstLoad: (() => void) | undefined;
    let calls = 0;
    renderChatBox({
      [threadUrl]: () => {
        calls += 1;
        if (calls > 1) return thread(supportMessage(1, 'Welcome!'));
        return new Promise((resolve) => {
          releaseFirstLoad = () => resolve(thread());
        });
      },
    });
    await waitFor(() => expect(releaseFirstLoad).toBeDefined());
    act(() => emitLive('chat.message', supportMessage(1, 'Welcome!')));
    act(() => releaseFirstLoad?.());
    const log = await screen.findByRole('log', { name: 'Conversation with Customer Support' });
    expect(await within(log).findByText('Welcome!')).toBeTruthy();
  });

  it('hides the typing indicator a few seconds after the last signal', async () => {
    renderChatBox({ [threadUrl]: thread() });
    await screen.findByRole('log');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => emitLive('chat.typing', { chat_id: CHAT_ID, sender: 'support' }));
    expect(screen.getByText('Customer Support is typing…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(6_100);
    });
    expect(screen.queryByText('Customer Support is typing…')).toBeNull();
  });

  it('never sends blank or whitespace-only input', async () => {
    const { server } = renderChatBox({ [threadUrl]: thread() });
    await screen.findByRole('log');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '  \n\t ' } });
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(input().closest('form')!);
    expect(server.requests.filter((request) => request.url.pathname.endsWith('/typing'))).toEqual(
      [],
    );
    expect(server.requests.some((request) => request.url.pathname === '/api/messages')).toBe(false);
  });

  it('sends as the signed-in player, clears the input and shows the message', async () => {
    const { server } = renderChatBox({
      [threadUrl]: thread(),
      [`POST /api/chats/${CHAT_ID}/typing`]: { body: { success: true } },
      'POST /api/messages': (request) => ({
        body: {
          data: playerMessage(9, (request.body as { content: string }).content),
        },
      }),
    });
    await screen.findByRole('log');
    fireEvent.change(input(), { target: { value: 'H' } });
    fireEvent.change(input(), { target: { value: 'He' } });
    fireEvent.change(input(), { target: { value: '  Hello there  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    expect((input() as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Hello there')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    const sent = server.requests.find((request) => request.url.pathname === '/api/messages');
    expect(sent?.body).toEqual({ chat_id: CHAT_ID, sender_id: PLAYER_ID, content: 'Hello there' });
    // Three keystrokes within a few seconds: one typing signal.
    expect(
      server.requests.filter((request) => request.url.pathname.endsWith('/typing')),
    ).toHaveLength(1);
    // Shift+Enter is a new line, not a send.
    fireEvent.change(input(), { target: { value: 'line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect((input() as HTMLTextAreaElement).value).toBe('line one');
  });

  it('keeps a refused message with its reason, and sends it again on Try again', async () => {
    let attempts = 0;
    renderChatBox({
      [threadUrl]: thread(),
      [`POST /api/chats/${CHAT_ID}/typing`]: { body: { success: true } },
      'POST /api/messages': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 429, body: { message: chatMessages.tooManyMessages } }
          : { body: { data: playerMessage(10, 'Are you there?') } };
      },
    });
    await screen.findByRole('log');
    fireEvent.change(input(), { target: { value: 'Are you there?' } });
    fireEvent.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not sent.');
    expect(alert.textContent).toContain(chatMessages.tooManyMessages);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Are you there?')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('loads earlier messages on request', async () => {
    const { server } = renderChatBox({
      [threadUrl]: (request) =>
        request.url.searchParams.get('before_id') === '20'
          ? thread(supportMessage(19, 'Older answer'))
          : {
              body: { success: true, data: [playerMessage(20, 'Newer question')], has_more: true },
            },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByText('Older answer')).toBeTruthy();
    expect(server.requests.some((request) => request.url.search === '?before_id=20')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });

  it('says so for an unknown chat and for a chat id that is not one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChatBox({
      [threadUrl]: { status: 404, body: { message: chatMessages.chatNotFound } },
    });
    expect(await screen.findByText('This conversation was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to messages' }).getAttribute('href')).toBe(
      '/chat-list',
    );
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not ask the server about a malformed chat id', async () => {
    const { server } = renderChatBox({}, 'abc');
    expect(await screen.findByText('This conversation was not found.')).toBeTruthy();
    expect(server.requests.some((request) => request.url.pathname.startsWith('/api/chats'))).toBe(
      false,
    );
  });

  it('offers a retry when the thread cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    renderChatBox({
      [threadUrl]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal Server Error' } }
          : thread(supportMessage(1, 'Hello!'));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello!')).toBeTruthy();
  });
});
