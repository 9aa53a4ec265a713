/**
 * The player's support chat through the API: opening the one conversation with the desk, the
 * list, sending (blank, whitespace-only, too long and badly typed content refused; the sender is
 * always the caller), the thread page by page, the spam limit, and every attempt to read or write
 * another player's chat or an unknown one refused without revealing anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_LENGTH_MAX,
  CHAT_MESSAGES_PER_MINUTE_MAX,
  SUPPORT_CHAT_COUNTERPART_ID,
  SUPPORT_CHAT_USERNAME,
  chatMessages,
  type ChatMessagesResponse,
  type GetChatsResponse,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { controlCharacterMessage } from '../../platform/http/parse-input.js';
import { playerWithChat, replyAsDesk, sendAsPlayer, type ChatPlayer } from '../../testing/chat.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();
let desk: { token: string };
beforeAll(async () => {
  desk = await signInOperator(harness, 'support');
});

function thread(player: { token: string }, chatId: number | string, query = '') {
  return getAs(harness, player.token, `/api/chats/${chatId}/messages${query}`);
}

function typing(player: { token: string }, chatId: number | string) {
  return postAs(harness, player.token, `/api/chats/${chatId}/typing`);
}

function chatsOf(player: { token: string }) {
  return getAs(harness, player.token, '/api/get-chats');
}

describe(`support chat, the player's side, on ${testDialect}`, () => {
  it('needs a signed-in player for every call', async () => {
    const calls = [
      { method: 'GET', url: '/api/get-chats' },
      { method: 'POST', url: '/api/chats', payload: { user_one_id: 1, user_two_id: 7 } },
      { method: 'GET', url: '/api/chats/1/messages' },
      { method: 'POST', url: '/api/chats/1/typing' },
      { method: 'POST', url: '/api/messages', payload: { chat_id: 1, sender_id: 1, content: 'x' } },
    ] as const;
    for (const call of calls) {
      const anonymous = await harness.app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      // An operator's token is not a player's.
      const operator = await harness.app.inject({ ...call, headers: bearer(desk.token) });
      expect(operator.statusCode, call.url).toBe(401);
    }
  });

  it('opens one conversation with the desk; opening again answers the same one', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await chatsOf(player)).json()).toEqual({ success: true, data: [] });

    const payload = { user_one_id: player.remote_id, user_two_id: SUPPORT_CHAT_COUNTERPART_ID };
    const first = await postAs(harness, player.token, '/api/chats', payload);
    expect(first.statusCode).toBe(201);
    const { chat } = first.json<{ chat: { id: number } }>();
    expect(first.json()).toEqual({
      chat: {
        id: chat.id,
        user_one_id: player.remote_id,
        user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
        created_at: expect.any(String) as string,
      },
    });
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: bearer(player.token),
      // Ids as text, as a form would send them.
      payload: { user_one_id: String(player.remote_id), user_two_id: '7' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect((await chatsOf(player)).json()).toEqual({
      success: true,
      data: [
        {
          chat_id: chat.id,
          id: SUPPORT_CHAT_COUNTERPART_ID,
          other_user: { username: SUPPORT_CHAT_USERNAME },
          last_message: null,
        },
      ],
    });
  });

  it('opens a chat only for the caller and only with the desk', async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await signUpAndLogIn(harness.app);
    const open = (payload: Record<string, unknown>) =>
      postAs(harness, player.token, '/api/chats', payload);

    const forSomeoneElse = await open({ user_one_id: other.remote_id, user_two_id: 7 });
    expect(forSomeoneElse.statusCode).toBe(403);
    expect(forSomeoneElse.json()).toEqual(refusalBody(chatMessages.notYourself));

    const withAPlayer = await open({ user_one_id: player.remote_id, user_two_id: other.remote_id });
    expect(withAPlayer.statusCode).toBe(422);
    expect(withAPlayer.json()).toEqual({
      code: codeOf(chatMessages.counterpartInvalid),
      message: chatMessages.counterpartInvalid,
      errors: { user_two_id: [chatMessages.counterpartInvalid] },
    });

    const missing = await open({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      user_one_id: [chatMessages.userOneRequired],
      user_two_id: [chatMessages.counterpartInvalid],
    });
    expect((await open({ user_one_id: 'me', user_two_id: 7 })).statusCode).toBe(422);
    // None of it opened anything.
    expect((await chatsOf(player)).json()).toEqual({ success: true, data: [] });
    expect((await chatsOf(other)).json()).toEqual({ success: true, data: [] });
  });

  it('sends as the caller, trimmed, and lists it as the last message', async () => {
    const player = await playerWithChat(harness);
    const sent = await sendAsPlayer(harness, player, { content: '  My deposit is late  ' });
    expect(sent.statusCode).toBe(200);
    const message = {
      id: expect.any(Number) as number,
      chat_id: player.chatId,
      sender_id: player.remote_id,
      sender: 'player',
      content: 'My deposit is late',
      created_at: expect.any(String) as string,
    };
    expect(sent.json()).toEqual({ data: message });

    const chats = (await chatsOf(player)).json<GetChatsResponse>();
    expect(chats.data[0]?.last_message).toEqual(message);
    const messages = (await thread(player, player.chatId)).json<ChatMessagesResponse>();
    expect(messages).toEqual({ success: true, data: [message], has_more: false });
  });

  it('refuses blank, whitespace-only, too long and non-text content', async () => {
    const player = await playerWithChat(harness);
    const cases: [unknown, string][] = [
      ['', chatMessages.contentRequired],
      ['   ', chatMessages.contentRequired],
      [' \n\t \r\n ', chatMessages.contentRequired],
      [undefined, chatMessages.contentRequired],
      [null, chatMessages.contentRequired],
      [42, chatMessages.contentRequired],
      [['hi'], chatMessages.contentRequired],
      ['x'.repeat(CHAT_MESSAGE_LENGTH_MAX + 1), chatMessages.contentTooLong],
      ['nul\u0000inside', controlCharacterMessage],
    ];
    for (const [content, message] of cases) {
      const response = await sendAsPlayer(harness, player, { content });
      expect(response.statusCode, JSON.stringify(content)).toBe(422);
      expect(response.json()).toEqual({
        code: codeOf(message),
        message,
        errors: { content: [message] },
      });
    }
    // The limit counts the trimmed text.
    const longest = await sendAsPlayer(harness, player, {
      content: ` ${'x'.repeat(CHAT_MESSAGE_LENGTH_MAX)} `,
    });
    expect(longest.statusCode).toBe(200);
    const messages = (await thread(player, player.chatId)).json<ChatMessagesResponse>();
    expect(messages.data).toHaveLength(1);
  });

  it('refuses a sender_id that is not the caller, the hard-coded 6 included', async () => {
    const player = await playerWithChat(harness);
    const other = await playerWithChat(harness);
    const impostors = [other.remote_id, SUPPORT_CHAT_COUNTERPART_ID, 6].filter(
      (id) => id !== player.remote_id,
    );
    for (const senderId of impostors) {
      const response = await sendAsPlayer(harness, player, { sender_id: senderId });
      expect(response.statusCode, String(senderId)).toBe(403);
      expect(response.json()).toEqual(refusalBody(chatMessages.notYourself));
    }
    const missing = await sendAsPlayer(harness, player, { sender_id: undefined });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      code: codeOf(chatMessages.senderRequired),
      message: chatMessages.senderRequired,
      errors: { sender_id: [chatMessages.senderRequired] },
    });
    const badChat = await sendAsPlayer(harness, player, { chat_id: 'first' });
    expect(badChat.statusCode).toBe(422);
    expect(badChat.json<{ errors: unknown }>().errors).toEqual({
      chat_id: [chatMessages.chatNotFound],
    });
    expect((await thread(player, player.chatId)).json<ChatMessagesResponse>().data).toEqual([]);
  });

  it("refuses every call on another player's chat, and changes nothing there", async () => {
    const owner = await playerWithChat(harness);
    const intruder = await playerWithChat(harness);
    await sendAsPlayer(harness, owner, { content: 'private' });
    const notFound = refusalBody(chatMessages.chatNotFound);

    const read = await thread(intruder, owner.chatId);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual(notFound);
    const readOlder = await thread(intruder, owner.chatId, '?before_id=999999');
    expect(readOlder.statusCode).toBe(404);

    const write = await sendAsPlayer(harness, intruder, { chat_id: owner.chatId });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual(notFound);
    // Naming the owner as sender is refused as well (the sender is checked first).
    const writeAsOwner = await sendAsPlayer(harness, intruder, {
      chat_id: owner.chatId,
      sender_id: owner.remote_id,
    });
    expect(writeAsOwner.statusCode).toBe(403);

    const type = await typing(intruder, owner.chatId);
    expect(type.statusCode).toBe(404);
    expect(type.json()).toEqual(notFound);

    const ownerThread = (await thread(owner, owner.chatId)).json<ChatMessagesResponse>();
    expect(ownerThread.data.map((message) => message.content)).toEqual(['private']);
    const intruderChats = (await chatsOf(intruder)).json<GetChatsResponse>();
    expect(intruderChats.data.map((chat) => chat.chat_id)).toEqual([intruder.chatId]);
  });

  it('answers 404 for an unknown chat and for a chat id that is not an id', async () => {
    const player = await playerWithChat(harness);
    for (const chatId of [999_999, 0, -1, 'abc', '1.5', '1e3']) {
      const read = await thread(player, chatId);
      expect(read.statusCode, String(chatId)).toBe(404);
      expect(read.json()).toEqual(refusalBody(chatMessages.chatNotFound));
      expect((await typing(player, chatId)).statusCode, String(chatId)).toBe(404);
    }
    const write = await sendAsPlayer(harness, player, { chat_id: 999_999 });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toEqual(refusalBody(chatMessages.chatNotFound));
    // Without an open chat there is nothing to send to either.
    const newcomer = await signUpAndLogIn(harness.app);
    const early = await postAs(harness, newcomer.token, '/api/messages', {
      chat_id: player.chatId,
      sender_id: newcomer.remote_id,
      content: 'hi',
    });
    expect(early.statusCode).toBe(404);
  });

  it('answers a long thread page by page, oldest first within a page', async () => {
    const player = await playerWithChat(harness);
    const total = CHAT_HISTORY_PAGE_SIZE + 3;
    for (let index = 1; index <= total; index += 1) {
      expect(
        (await replyAsDesk(harness, desk.token, player.chatId, `reply ${index}`)).statusCode,
      ).toBe(200);
    }
    const newest = (await thread(player, player.chatId)).json<ChatMessagesResponse>();
    expect(newest.has_more).toBe(true);
    expect(newest.data).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(newest.data[0]?.content).toBe('reply 4');
    expect(newest.data.at(-1)?.content).toBe(`reply ${total}`);
    for (const message of newest.data) {
      expect(message.sender).toBe('support');
      expect(message.sender_id).toBe(SUPPORT_CHAT_COUNTERPART_ID);
    }

    const older = (
      await thread(player, player.chatId, `?before_id=${newest.data[0]?.id}`)
    ).json<ChatMessagesResponse>();
    expect(older.has_more).toBe(false);
    expect(older.data.map((message) => message.content)).toEqual(['reply 1', 'reply 2', 'reply 3']);
    const badPage = await thread(player, player.chatId, '?before_id=last');
    expect(badPage.statusCode).toBe(422);
    expect(badPage.json()).toEqual({
      code: codeOf(chatMessages.beforeIdInvalid),
      message: chatMessages.beforeIdInvalid,
      errors: { before_id: [chatMessages.beforeIdInvalid] },
    });
  });

  it('tells a player who floods the desk to wait', async () => {
    const player = await playerWithChat(harness);
    for (let index = 0; index < CHAT_MESSAGES_PER_MINUTE_MAX; index += 1) {
      expect((await sendAsPlayer(harness, player, { content: `m${index}` })).statusCode).toBe(200);
    }
    const flooded = await sendAsPlayer(harness, player, { content: 'one more' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toEqual(refusalBody(chatMessages.tooManyMessages));
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    // Another player is not held back.
    const other: ChatPlayer = await playerWithChat(harness);
    expect((await sendAsPlayer(harness, other)).statusCode).toBe(200);
  });

  it('accepts typing signals on the own chat without storing anything', async () => {
    const player = await playerWithChat(harness);
    for (let index = 0; index < 3; index += 1) {
      const response = await typing(player, player.chatId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect((await thread(player, player.chatId)).json<ChatMessagesResponse>().data).toEqual([]);
  });
});
