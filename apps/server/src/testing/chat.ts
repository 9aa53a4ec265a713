/** For the chat tests: a player with an open support chat, and the player's and desk's calls. */
import { SUPPORT_CHAT_COUNTERPART_ID, type LoginResponse } from '@khela/contract';
import type { TestApp } from './build-test-app.js';
import { bearer, signUpAndLogIn } from './players.js';

export interface ChatPlayer {
  token: string;
  remote_id: number;
  username: string;
  chatId: number;
}

export async function playerWithChat(harness: TestApp): Promise<ChatPlayer> {
  const player: LoginResponse = await signUpAndLogIn(harness.app);
  const opened = await harness.app.inject({
    method: 'POST',
    url: '/api/chats',
    headers: bearer(player.token),
    payload: { user_one_id: player.remote_id, user_two_id: SUPPORT_CHAT_COUNTERPART_ID },
  });
  if (opened.statusCode !== 201) throw new Error(`chat not opened: ${opened.body}`);
  const { chat } = opened.json<{ chat: { id: number } }>();
  return {
    token: player.token,
    remote_id: player.remote_id,
    username: player.username,
    chatId: chat.id,
  };
}

export function sendAsPlayer(
  harness: TestApp,
  player: ChatPlayer,
  payload: Record<string, unknown> = {},
) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(player.token),
    payload: { chat_id: player.chatId, sender_id: player.remote_id, content: 'Hello', ...payload },
  });
}

export function replyAsDesk(
  harness: TestApp,
  token: string,
  chatId: number | string,
  content = 'Hi',
) {
  return harness.app.inject({
    method: 'POST',
    url: `/admin-api/chats/${chatId}/messages`,
    headers: bearer(token),
    payload: { content },
  });
}
