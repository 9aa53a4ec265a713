import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  OperatorRole,
  SupportChatMessage,
  SupportChatSummary,
  SupportChatThreadResponse,
} from '@khela/contract';
import { mockFetch, type MockHandler } from '../../../web/src/testing/mock-fetch';
import { meAnswer, renderConsole, signedIn } from '../testing/render-console';

const me = (role: OperatorRole) => meAnswer(role, { id: 1, username: 'sadia' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function message(overrides: Partial<SupportChatMessage> & { id: number }): SupportChatMessage {
  return {
    chat_id: 11,
    sender_id: 42,
    sender: 'player',
    content: 'Hello',
    created_at: minutesAgo(5),
    operator_username: null,
    ...overrides,
  };
}

const rahimLast = message({
  id: 3,
  content: 'My deposit has not arrived',
  created_at: minutesAgo(12),
});
const rahim: SupportChatSummary = {
  chat_id: 11,
  user_id: 42,
  username: 'rahim77',
  last_message: rahimLast,
  last_activity_at: rahimLast.created_at,
  unread_count: 2,
  assigned_operator_id: null,
  assigned_to: null,
};
const karimLast = message({
  id: 2,
  chat_id: 12,
  sender: 'support',
  sender_id: 7,
  content: 'Done, thanks for waiting',
  created_at: minutesAgo(30),
  operator_username: 'sadia',
});
const karim: SupportChatSummary = {
  chat_id: 12,
  user_id: 43,
  username: 'karim',
  last_message: karimLast,
  last_activity_at: karimLast.created_at,
  unread_count: 0,
  assigned_operator_id: 2,
  assigned_to: 'rafi',
};

const rahimThread: SupportChatThreadResponse = {
  chat: rahim,
  data: [message({ id: 1, content: 'Hi', created_at: minutesAgo(13) }), rahimLast],
  has_more: false,
};

/** The desk stream at the fetch boundary: each connection is a body the test writes frames into. */
function fakeStreams() {
  const connections: {
    headers: Headers;
    url: string;
    send: (event: string, data: unknown) => void;
    drop: () => void;
  }[] = [];
  const respond = (url: string, init: RequestInit = {}) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(started) {
        controller = started;
      },
    });
    const encoder = new TextEncoder();
    init.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    connections.push({
      url,
      headers: new Headers(init.headers),
      send: (event, data) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
      drop: () => controller.close(),
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    );
  };
  return { connections, respond };
}

function serve(handlers: Record<string, MockHandler>) {
  const streams = fakeStreams();
  const mocked = mockFetch({ 'GET /admin-api/me': { body: me('support') }, ...handlers });
  const inner = mocked.fetchMock;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const address =
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (address.includes('/admin-api/chats/stream')) {
      mocked.requests.push({
        method: 'GET',
        url: new URL(address, 'http://localhost'),
        headers: new Headers(init?.headers),
        body: undefined,
      });
      return streams.respond(address, init);
    }
    return inner(input, init);
  });
  return { ...mocked, streams };
}

const posts = (requests: ReturnType<typeof serve>['requests'], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.pathname === path);

describe('Support desk', () => {
  it('lists chats with unread counts and waiting time, and takes new chats and typing live', async () => {
    signedIn('support');
    // The server's list, as it stands when the desk asks: a chat written in live is in it after.
    let listed = [rahim, karim];
    const { streams } = serve({
      'GET /admin-api/chats': () => ({
        body: { data: listed, unread_chats: listed.filter((chat) => chat.unread_count).length },
      }),
    });
    renderConsole('/desk');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/desk/11', '/desk/12']);
    expect(within(rows[0]!).getByText('rahim77')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('2 unread')).toBeTruthy();
    expect(within(rows[0]!).getByText('Waiting 12 min')).toBeTruthy();
    expect(within(rows[1]!).getByText('sadia: Done, thanks for waiting')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Waiting/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('(1) Support desk'));

    // The stream carries the token in a header, never in the address.
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    const connection = streams.connections[0]!;
    expect(connection.headers.get('authorization')).toBe('Bearer test-token');
    expect(connection.url).toBe('/admin-api/chats/stream');
    act(() => connection.send('ready', {}));
    await screen.findByText('Live');

    const nabilaFirst = message({
      id: 9,
      chat_id: 13,
      sender_id: 44,
      content: 'Withdrawal stuck',
      created_at: minutesAgo(0),
    });
    listed = [
      {
        chat_id: 13,
        user_id: 44,
        username: 'nabila',
        last_message: nabilaFirst,
        last_activity_at: nabilaFirst.created_at,
        unread_count: 1,
        assigned_operator_id: null,
        assigned_to: null,
      },
      rahim,
      karim,
    ];
    act(() =>
      connection.send('chat.message', {
        chat_id: 13,
        user_id: 44,
        username: 'nabila',
        message: nabilaFirst,
      }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]!.getAttribute('href')).toBe('/desk/13'),
    );
    const fresh = within(list).getAllByRole('link')[0]!;
    expect(within(fresh).getByText('Withdrawal stuck')).toBeTruthy();
    expect(within(fresh).getByLabelText('1 unread')).toBeTruthy();

    act(() => connection.send('chat.typing', { chat_id: 11, sender: 'player' }));
    const rahimRow = within(list).getAllByRole('link')[1]!;
    await within(rahimRow).findByText('typing…');
    // A colleague read it.
    act(() => connection.send('chat.read', { chat_id: 11, unread_count: 0 }));
    await waitFor(() => expect(within(rahimRow).queryByLabelText('2 unread')).toBeNull());
  });

  it('opens a conversation: marks it read, links the player, shows live messages and typing', async () => {
    signedIn('support');
    const { requests, streams } = serve({
      'GET /admin-api/chats': { body: { data: [rahim, karim], unread_chats: 1 } },
      'GET /admin-api/chats/11': { body: rahimThread },
      'POST /admin-api/chats/11/read': { body: { success: true, unread_count: 0 } },
      'POST /admin-api/chats/11/typing': { body: { success: true } },
    });
    renderConsole('/desk/11');
    const thread = await screen.findByRole('log', { name: 'Conversation with rahim77' });
    expect(within(thread).getByText('My deposit has not arrived')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open player' }).getAttribute('href')).toBe(
      '/players/42',
    );
    await waitFor(() => expect(posts(requests, '/admin-api/chats/11/read')).toHaveLength(1));
    expect(posts(requests, '/admin-api/chats/11/read')[0]!.body).toEqual({ up_to_id: 3 });
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    await waitFor(() => expect(within(list).queryByLabelText('2 unread')).toBeNull());

    await waitFor(() => expect(streams.connections).toHaveLength(1));
    const connection = streams.connections[0]!;
    act(() => connection.send('chat.typing', { chat_id: 11, sender: 'player' }));
    const head = screen.getByRole('heading', { name: 'rahim77' }).parentElement!;
    await within(head).findByText('typing…');
    act(() =>
      connection.send('chat.message', {
        chat_id: 11,
        user_id: 42,
        username: 'rahim77',
        message: message({ id: 5, content: 'It was ৳500 by bKash', created_at: minutesAgo(0) }),
      }),
    );
    await within(thread).findByText('It was ৳500 by bKash');
    expect(within(head).queryByText('typing…')).toBeNull();
    // The new message is read too, since the operator has it open.
    await waitFor(() => expect(posts(requests, '/admin-api/chats/11/read')).toHaveLength(2));
    expect(posts(requests, '/admin-api/chats/11/read')[1]!.body).toEqual({ up_to_id: 5 });

    // Typing tells the player at most once per 2 s.
    const reply = screen.getByLabelText('Reply');
    fireEvent.change(reply, { target: { value: 'W' } });
    fireEvent.change(reply, { target: { value: 'We' } });
    fireEvent.change(reply, { target: { value: 'We are' } });
    await waitFor(() => expect(posts(requests, '/admin-api/chats/11/typing')).toHaveLength(1));
  });

  it('loads the thread again when a message arrives while it is loading', async () => {
    signedIn('support');
    // The first load read the thread before the player wrote; its answer comes after the event.
    let releaseFirstLoad: (() => void) | undefined;
    let loads = 0;
    const late = message({ id: 5, content: 'Are you there?', created_at: minutesAgo(0) });
    const { streams } = serve({
      'GET /admin-api/chats': { body: { data: [rahim, karim], unread_chats: 1 } },
      'GET /admin-api/chats/11': () => {
        loads += 1;
        if (loads > 1) return { body: { ...rahimThread, data: [...rahimThread.data, late] } };
        return new Promise((resolve) => {
          releaseFirstLoad = () => resolve({ body: rahimThread });
        });
      },
      'POST /admin-api/chats/11/read': { body: { success: true, unread_count: 0 } },
    });
    renderConsole('/desk/11');
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    await waitFor(() => expect(releaseFirstLoad).toBeDefined());
    act(() =>
      streams.connections[0]!.send('chat.message', {
        chat_id: 11,
        user_id: 42,
        username: 'rahim77',
        message: late,
      }),
    );
    await waitFor(() => expect(loads).toBe(2));
    act(() => releaseFirstLoad?.());
    const thread = await screen.findByRole('log', { name: 'Conversation with rahim77' });
    expect(await within(thread).findByText('Are you there?')).toBeTruthy();
  });

  it('shows a reply at once, keeps a failed one with Retry, and sends it again', async () => {
    signedIn('support');
    let attempts = 0;
    const { requests } = serve({
      'GET /admin-api/chats': { body: { data: [rahim], unread_chats: 1 } },
      'GET /admin-api/chats/11': { body: rahimThread },
      'POST /admin-api/chats/11/read': { body: { success: true, unread_count: 0 } },
      'POST /admin-api/chats/11/typing': { body: { success: true } },
      'POST /admin-api/chats/11/messages': (request) => {
        attempts += 1;
        if (attempts === 1) return 'network-error';
        return {
          body: {
            data: message({
              id: 6,
              sender: 'support',
              sender_id: 7,
              operator_username: 'sadia',
              content: (request.body as { content: string }).content,
              created_at: minutesAgo(0),
            }),
          },
        };
      },
    });
    renderConsole('/desk/11');
    const thread = await screen.findByRole('log', { name: 'Conversation with rahim77' });
    const reply = screen.getByLabelText('Reply');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(send.disabled).toBe(true);
    fireEvent.change(reply, { target: { value: '  We are checking it now  ' } });
    fireEvent.click(send);
    expect((reply as HTMLTextAreaElement).value).toBe('');
    const failed = (await within(thread).findByText(/^Not sent:/)).closest('li')!;
    expect(within(failed).getByText('We are checking it now')).toBeTruthy();
    expect(within(failed).getByText(/Cannot reach the server/)).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await within(thread).findByText(/^sadia ·/);
    expect(within(thread).queryByText(/^Not sent:/)).toBeNull();
    expect(within(thread).queryByText('Sending…')).toBeNull();
    expect(within(thread).getAllByText('We are checking it now')).toHaveLength(1);
    expect(posts(requests, '/admin-api/chats/11/messages').map((r) => r.body)).toEqual([
      { content: 'We are checking it now' },
      { content: 'We are checking it now' },
    ]);
  });

  it('shows a reply once when the live stream brings it before the send is answered', async () => {
    signedIn('support');
    const answers: (() => void)[] = [];
    const stored = (id: number, content: string) =>
      message({
        id,
        sender: 'support',
        sender_id: 1,
        operator_username: 'sadia',
        content,
        created_at: minutesAgo(0),
      });
    const { streams } = serve({
      'GET /admin-api/chats': { body: { data: [rahim], unread_chats: 1 } },
      'GET /admin-api/chats/11': { body: rahimThread },
      'POST /admin-api/chats/11/read': { body: { success: true, unread_count: 0 } },
      'POST /admin-api/chats/11/typing': { body: { success: true } },
      'POST /admin-api/chats/11/messages': () =>
        new Promise((resolve) => {
          const id = 6 + answers.length;
          answers.push(() => resolve({ body: { data: stored(id, 'Checking now') } }));
        }),
    });
    renderConsole('/desk/11');
    const thread = await screen.findByRole('log', { name: 'Conversation with rahim77' });
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    act(() => streams.connections[0]!.send('ready', {}));
    const reply = screen.getByLabelText('Reply');
    const send = screen.getByRole('button', { name: 'Send' });
    // The same text twice: one echo stands for one reply, so the second still shows as on its way.
    fireEvent.change(reply, { target: { value: 'Checking now' } });
    fireEvent.click(send);
    fireEvent.change(reply, { target: { value: 'Checking now' } });
    fireEvent.click(send);
    await waitFor(() => expect(within(thread).getAllByText('Sending…')).toHaveLength(2));
    act(() =>
      streams.connections[0]!.send('chat.message', {
        chat_id: 11,
        user_id: 42,
        username: 'rahim77',
        message: stored(6, 'Checking now'),
      }),
    );
    await waitFor(() => expect(within(thread).getAllByText('Sending…')).toHaveLength(1));
    expect(within(thread).getAllByText('Checking now')).toHaveLength(2);
    // The first send's answer names the echo already shown: the second is still on its way.
    act(() => answers[0]?.());
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(within(thread).getAllByText('Sending…')).toHaveLength(1);
    expect(within(thread).getAllByText('Checking now')).toHaveLength(2);
    act(() => answers[1]?.());
    await waitFor(() => expect(within(thread).queryByText('Sending…')).toBeNull());
    expect(within(thread).getAllByText('Checking now')).toHaveLength(2);
  });

  it('takes a chat, lets it go, and hears a colleague take one', async () => {
    signedIn('support');
    const { requests, streams } = serve({
      'GET /admin-api/chats': { body: { data: [rahim, karim], unread_chats: 1 } },
      'GET /admin-api/chats/11': { body: rahimThread },
      'POST /admin-api/chats/11/read': { body: { success: true, unread_count: 0 } },
      'POST /admin-api/chats/11/assign': {
        body: {
          chat: { ...rahim, unread_count: 0, assigned_operator_id: 1, assigned_to: 'admin' },
        },
      },
      'POST /admin-api/chats/11/unassign': { body: { chat: { ...rahim, unread_count: 0 } } },
    });
    renderConsole('/desk/11');
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const [rahimRow, karimRow] = within(list).getAllByRole('link');
    expect(within(karimRow!).getByText('Taken by rafi')).toBeTruthy();
    expect(within(rahimRow!).getByText('Not taken')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Take this chat' }));
    const letGo = await screen.findByRole('button', { name: 'Let go' });
    expect(within(rahimRow!).getByText('Taken by you')).toBeTruthy();
    expect(posts(requests, '/admin-api/chats/11/assign')).toHaveLength(1);
    fireEvent.click(letGo);
    await screen.findByRole('button', { name: 'Take this chat' });
    expect(posts(requests, '/admin-api/chats/11/unassign')).toHaveLength(1);

    await waitFor(() => expect(streams.connections).toHaveLength(1));
    act(() =>
      streams.connections[0]!.send('chat.assigned', {
        chat_id: 11,
        assigned_operator_id: 2,
        assigned_to: 'rafi',
      }),
    );
    await screen.findByRole('button', { name: 'Take over' });
    expect(within(rahimRow!).getByText('Taken by rafi')).toBeTruthy();
  });

  it('reconnects after a dropped stream and fetches what it missed', async () => {
    signedIn('support');
    let listCalls = 0;
    const { streams } = serve({
      'GET /admin-api/chats': () => {
        listCalls += 1;
        return { body: { data: listCalls === 1 ? [karim] : [rahim, karim], unread_chats: 1 } };
      },
    });
    renderConsole('/desk');
    await screen.findByText('karim');
    await waitFor(() => expect(streams.connections).toHaveLength(1));
    act(() => streams.connections[0]!.send('ready', {}));
    await screen.findByText('Live');
    act(() => streams.connections[0]!.drop());
    await screen.findByText(/Reconnecting/);
    await waitFor(() => expect(streams.connections).toHaveLength(2), { timeout: 6_000 });
    act(() => streams.connections[1]!.send('ready', {}));
    await screen.findByText('rahim77');
    await screen.findByText('Live');
  });

  it('tells an operator without the desk role so, and calls nothing', async () => {
    signedIn('finance');
    const { requests } = serve({});
    renderConsole('/desk');
    await screen.findByText(/your role \(finance\) cannot answer chats/);
    expect(requests.some((request) => request.url.pathname.startsWith('/admin-api/chats'))).toBe(
      false,
    );
  });
});
