/** For tests: messages, chats and promotions as the server sends them. */
import {
  SUPPORT_CHAT_COUNTERPART_ID,
  SUPPORT_CHAT_USERNAME,
  type Chat,
  type ChatMessage,
  type ListedPromotion,
} from '@khela/contract';

export const PLAYER_ID = 42;
export const CHAT_ID = 5;

export function playerMessage(
  id: number,
  content: string,
  createdAt = '2025-11-23T06:00:00.000Z',
): ChatMessage {
  return {
    id,
    chat_id: CHAT_ID,
    sender_id: PLAYER_ID,
    sender: 'player',
    content,
    created_at: createdAt,
  };
}

export function supportMessage(
  id: number,
  content: string,
  createdAt = '2025-11-23T06:01:00.000Z',
): ChatMessage {
  return {
    id,
    chat_id: CHAT_ID,
    sender_id: SUPPORT_CHAT_COUNTERPART_ID,
    sender: 'support',
    content,
    created_at: createdAt,
  };
}

export function chatFixture(lastMessage: ChatMessage | null): Chat {
  return {
    chat_id: CHAT_ID,
    id: SUPPORT_CHAT_COUNTERPART_ID,
    other_user: { username: SUPPORT_CHAT_USERNAME },
    last_message: lastMessage,
  };
}

export function promotionFixture(overrides: Partial<ListedPromotion> = {}): ListedPromotion {
  return {
    id: 1,
    name: 'Welcome Bonus',
    desc: 'Get a bonus on your first deposit.',
    thumbnail: '/storage/promotions/welcome.svg',
    start_date: '2025-01-01',
    end_date: '2025-12-31',
    status: 'display',
    deposit_bouns: 100,
    turnover: 10,
    categories: [],
    ...overrides,
  };
}

export function signInAsPlayer(): void {
  window.localStorage.setItem('token', 'token-1');
  window.localStorage.setItem('remote_id', String(PLAYER_ID));
  window.localStorage.setItem('username', 'rahim01');
}
