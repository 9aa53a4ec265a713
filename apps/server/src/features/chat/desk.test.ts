/**
 * The support desk's side of the chat through /admin-api: who may use it, the conversation list
 * (newest activity first, unread counts, read markers), a thread, audited replies that reach the
 * player as the desk, and the live events both ways over real sockets: a reply and the desk's
 * typing on the player's stream; a player's message, typing and a colleague's read on the desk's
 * stream, which ends when its operator logs out.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SUPPORT_CHAT_COUNTERPART_ID,
  chatMessages,
  operatorMessages,
  type AuditListResponse,
  type ChatMessagesResponse,
  type SupportChatListResponse,
  type SupportChatSummary,
  type SupportChatThreadResponse,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { decorateSession } from '../../platform/auth/require-player.js';
import { installErrorHandler } from '../../platform/errors/error-handler.js';
import { openTestStream, type TestStream } from '../../platform/live/test-stream-client.js';
import { playerWithChat, replyAsDesk, sendAsPlayer, type ChatPlayer } from '../../testing/chat.js';
import { createChatAdminRoutes } from './routes.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();
let baseUrl: string;
let desk: { token: string; operatorId: number };
beforeAll(async () => {
  baseUrl = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  desk = await signInOperator(harness, 'support');
});

function deskGet(url: string, token = desk.token) {
  return getAs(harness, token, url);
}

function deskPost(url: string, payload: Record<string, unknown> = {}, token = desk.token) {
  return postAs(harness, token, url, payload);
}

async function summaryOf(chatId: number): Promise<SupportChatSummary> {
  const response = await deskGet(`/admin-api/chats/${chatId}`);
  expect(response.statusCode).toBe(200);
  return response.json<SupportChatThreadResponse>().chat;
}

async function openedStream(url: string, token: string): Promise<TestStream> {
  const stream = await openTestStream(url, token);
  expect(stream.status).toBe(200);
  expect(await stream.nextEvent('ready')).toEqual({ event: 'ready', data: '{}' });
  return stream;
}

describe(`support desk chat API on ${testDialect}`, () => {
  it('admits admins and support staff only', async () => {
    const player = await playerWithChat(harness);
    const admin = await signInOperator(harness, 'owner');
    const finance = await signInOperator(harness, 'finance');
    const calls = [
      { method: 'GET', url: '/admin-api/chats' },
      { method: 'GET', url: `/admin-api/chats/${player.chatId}` },
      {
        method: 'POST',
        url: `/admin-api/chats/${player.chatId}/messages`,
        payload: { content: 'x' },
      },
      { method: 'POST', url: `/admin-api/chats/${player.chatId}/read`, payload: {} },
      { method: 'POST', url: `/admin-api/chats/${player.chatId}/typing` },
    ] as const;
    for (const call of calls) {
      const anonymous = await harness.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toEqual(refusalBody(operatorMessages.unauthenticated));
      // A player's token opens nothing here.
      const asPlayer = await harness.app.inject({ ...call, headers: bearer(player.token) });
      expect(asPlayer.statusCode, call.url).toBe(401);
      const asFinance = await harness.app.inject({ ...call, headers: bearer(finance.token) });
      expect(asFinance.statusCode, call.url).toBe(403);
      expect(asFinance.json()).toEqual(refusalBody(operatorMessages.forbidden));
    }
    expect((await deskGet('/admin-api/chats', admin.token)).statusCode).toBe(200);
    // Nothing was written by the refused calls.
    expect((await summaryOf(player.chatId)).last_message).toBeNull();
    for (const token of [undefined, player.token]) {
      const stream = await openTestStream(`${baseUrl}/admin-api/chats/stream`, token);
      expect(stream.status).toBe(401);
    }
    expect((await openTestStream(`${baseUrl}/admin-api/chats/stream`, finance.token)).status).toBe(
      403,
    );
  });

  it('lists conversations by newest activity with unread counts; read markers clear them', async () => {
    const quiet = await playerWithChat(harness);
    const busy = await playerWithChat(harness);
    await sendAsPlayer(harness, busy, { content: 'first' });
    const second = (await sendAsPlayer(harness, busy, { content: 'second' })).json<{
      data: { id: number };
    }>().data;
    await sendAsPlayer(harness, quiet, { content: 'hello?' });

    const list = (await deskGet('/admin-api/chats?limit=100')).json<SupportChatListResponse>();
    const ids = list.data.map((chat) => chat.chat_id);
    expect(ids.indexOf(quiet.chatId)).toBeLessThan(ids.indexOf(busy.chatId));
    const busySummary = list.data.find((chat) => chat.chat_id === busy.chatId);
    expect(busySummary).toEqual({
      chat_id: busy.chatId,
      user_id: busy.remote_id,
      username: busy.username,
      last_message: {
        id: second.id,
        chat_id: busy.chatId,
        sender_id: busy.remote_id,
        sender: 'player',
        content: 'second',
        created_at: expect.any(String) as string,
        operator_username: null,
      },
      last_activity_at: expect.any(String) as string,
      unread_count: 2,
      assigned_operator_id: null,
      assigned_to: null,
    });
    expect(list.unread_chats).toBeGreaterThanOrEqual(2);

    // Read up to the first message only: the second stays unread.
    const first = (
      await deskGet(`/admin-api/chats/${busy.chatId}`)
    ).json<SupportChatThreadResponse>().data[0];
    const partly = await deskPost(`/admin-api/chats/${busy.chatId}/read`, { up_to_id: first?.id });
    expect(partly.json()).toEqual({ success: true, unread_count: 1 });
    // A marker never moves back, nor past the newest message.
    expect(
      (await deskPost(`/admin-api/chats/${busy.chatId}/read`, { up_to_id: 1 })).json(),
    ).toEqual({ success: true, unread_count: 1 });
    const all = await deskPost(`/admin-api/chats/${busy.chatId}/read`);
    expect(all.json()).toEqual({ success: true, unread_count: 0 });
    await sendAsPlayer(harness, busy, { content: 'third' });
    expect((await summaryOf(busy.chatId)).unread_count).toBe(1);
    await deskPost(`/admin-api/chats/${busy.chatId}/read`, { up_to_id: 999_999_999 });
    expect((await summaryOf(busy.chatId)).unread_count).toBe(0);
    await sendAsPlayer(harness, busy, { content: 'fourth' });
    expect((await summaryOf(busy.chatId)).unread_count).toBe(1);

    const now = (await deskGet('/admin-api/chats?limit=2')).json<SupportChatListResponse>();
    expect(now.data[0]?.chat_id).toBe(busy.chatId);
    const paged = (
      await deskGet('/admin-api/chats?limit=1&offset=1')
    ).json<SupportChatListResponse>();
    expect(paged.data.map((chat) => chat.chat_id)).toEqual([now.data[1]?.chat_id]);
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'offset=-1']) {
      expect((await deskGet(`/admin-api/chats?${query}`)).statusCode, query).toBe(422);
    }
  });

  it('stores a reply with its operator, audits it, and shows it to the player as the desk', async () => {
    const player = await playerWithChat(harness);
    const reply = await replyAsDesk(harness, desk.token, player.chatId, '  We are checking.  ');
    expect(reply.statusCode).toBe(200);
    const stored = reply.json<{ data: { id: number; operator_username: string } }>().data;
    // What the player sees of the reply; the desk's answer adds the operator.
    const asThePlayerSeesIt = {
      id: stored.id,
      chat_id: player.chatId,
      sender_id: SUPPORT_CHAT_COUNTERPART_ID,
      sender: 'support',
      content: 'We are checking.',
      created_at: expect.any(String) as string,
    };
    expect(reply.json()).toEqual({
      data: {
        ...asThePlayerSeesIt,
        operator_username: expect.stringMatching(/^support-/) as string,
      },
    });

    const seen = await getAs(harness, player.token, `/api/chats/${player.chatId}/messages`);
    const [message] = seen.json<ChatMessagesResponse>().data;
    expect(message).toEqual(asThePlayerSeesIt);
    // The player never learns which operator wrote it.
    expect(JSON.stringify(seen.json())).not.toContain(stored.operator_username);

    const audit = (
      await deskGet(
        `/admin-api/audit?target_type=chat&target_id=${player.chatId}`,
        (await signInOperator(harness, 'owner')).token,
      )
    ).json<AuditListResponse>();
    expect(audit.data).toEqual([
      expect.objectContaining({
        operator_id: desk.operatorId,
        action: 'chat.reply',
        target_type: 'chat',
        target_id: String(player.chatId),
        detail: { message_id: stored.id, user_id: player.remote_id },
      }),
    ]);
    // A desk reply is not unread for the desk.
    expect((await summaryOf(player.chatId)).unread_count).toBe(0);
  });

  it('refuses blank and too long replies, and unknown chats', async () => {
    const player = await playerWithChat(harness);
    for (const content of ['', '   ', '\n\t', null]) {
      const response = await replyAsDesk(harness, desk.token, player.chatId, content as string);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: codeOf(chatMessages.contentRequired),
        message: chatMessages.contentRequired,
        errors: { content: [chatMessages.contentRequired] },
      });
    }
    const long = await replyAsDesk(harness, desk.token, player.chatId, 'y'.repeat(1_001));
    expect(long.statusCode).toBe(422);
    expect(long.json<{ message: string }>().message).toBe(chatMessages.contentTooLong);

    for (const chatId of [999_999, 'abc', 0]) {
      expect((await deskGet(`/admin-api/chats/${chatId}`)).statusCode, String(chatId)).toBe(404);
      const missing = await replyAsDesk(harness, desk.token, chatId, 'hello');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(refusalBody(chatMessages.chatNotFound));
      expect((await deskPost(`/admin-api/chats/${chatId}/read`)).statusCode).toBe(404);
      expect((await deskPost(`/admin-api/chats/${chatId}/typing`)).statusCode).toBe(404);
    }
    expect((await summaryOf(player.chatId)).last_message).toBeNull();
  });
});

describe(`support chat live events on ${testDialect}`, () => {
  it('puts a reply and the desk typing on the player’s stream, and nobody else’s', async () => {
    const player = await playerWithChat(harness);
    const bystander = await playerWithChat(harness);
    const stream = await openedStream(`${baseUrl}/api/stream`, player.token);
    const other = await openedStream(`${baseUrl}/api/stream`, bystander.token);

    expect((await deskPost(`/admin-api/chats/${player.chatId}/typing`)).json()).toEqual({
      success: true,
    });
    const typing = await stream.nextEvent('chat.typing');
    expect(JSON.parse(typing?.data ?? 'null')).toEqual({
      chat_id: player.chatId,
      sender: 'support',
    });

    const reply = await replyAsDesk(harness, desk.token, player.chatId, 'Done, please check.');
    const frame = await stream.nextEvent('chat.message');
    expect(JSON.parse(frame?.data ?? 'null')).toEqual({
      id: reply.json<{ data: { id: number } }>().data.id,
      chat_id: player.chatId,
      sender_id: SUPPORT_CHAT_COUNTERPART_ID,
      sender: 'support',
      content: 'Done, please check.',
      created_at: expect.any(String) as string,
    });

    // The bystander's stream carries only its own chat's events.
    await replyAsDesk(harness, desk.token, bystander.chatId, 'For you');
    const own = await other.nextEvent('chat.message');
    expect(JSON.parse(own?.data ?? 'null')).toMatchObject({ chat_id: bystander.chatId });
    stream.close();
    other.close();
  });

  it('puts a player’s messages and typing and a colleague’s read on the desk stream', async () => {
    const player: ChatPlayer = await playerWithChat(harness);
    const stream = await openedStream(`${baseUrl}/admin-api/chats/stream`, desk.token);

    const typed = await postAs(harness, player.token, `/api/chats/${player.chatId}/typing`);
    expect(typed.statusCode).toBe(200);
    // A second signal inside the relay window is dropped, so the next event is the message.
    await postAs(harness, player.token, `/api/chats/${player.chatId}/typing`);
    const typing = await stream.nextEvent('chat.typing');
    expect(JSON.parse(typing?.data ?? 'null')).toEqual({
      chat_id: player.chatId,
      sender: 'player',
    });

    const sent = await sendAsPlayer(harness, player, { content: 'Is anyone there?' });
    const frame = await stream.nextAfterHeartbeats();
    expect(frame?.event).toBe('chat.message');
    expect(JSON.parse(frame?.data ?? 'null')).toEqual({
      chat_id: player.chatId,
      user_id: player.remote_id,
      username: player.username,
      message: {
        ...sent.json<{ data: object }>().data,
        operator_username: null,
      },
    });

    await deskPost(`/admin-api/chats/${player.chatId}/read`);
    const read = await stream.nextEvent('chat.read');
    expect(JSON.parse(read?.data ?? 'null')).toEqual({ chat_id: player.chatId, unread_count: 0 });
    stream.close();
  });
});

describe('desk stream lifetime', () => {
  /** The desk routes with fast heartbeats on their own little server. */
  async function fastDeskServer(): Promise<{ app: FastifyInstance; url: string }> {
    const app = Fastify();
    installErrorHandler(app);
    decorateSession(app);
    await app.register(
      createChatAdminRoutes({
        heartbeatMs: 40,
        retryMs: 1000,
        streamsPerOperatorMax: 2,
        heartbeatsPerSessionCheck: 1,
      }),
      harness.context,
    );
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url: `${url}/chats/stream` };
  }

  it('ends once the operator logs out, and holds at most the limit per operator', async () => {
    const live = await fastDeskServer();
    try {
      const operator = await signInOperator(harness, 'support');
      const stream = await openedStream(live.url, operator.token);
      await openedStream(live.url, operator.token);
      expect((await openTestStream(live.url, operator.token)).status).toBe(429);

      const logout = await deskPost('/admin-api/logout', {}, operator.token);
      expect(logout.statusCode).toBe(200);
      expect(await stream.nextAfterHeartbeats()).toBeUndefined();
    } finally {
      await live.app.close();
    }
  });

  it('closes its streams when the app closes', async () => {
    const live = await fastDeskServer();
    const stream = await openedStream(live.url, desk.token);
    const started = Date.now();
    await live.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await stream.nextAfterHeartbeats()).toBeUndefined();
  });
});
