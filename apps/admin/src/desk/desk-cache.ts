/**
 * The desk's query cache, kept current by live events and sends: the list (newest activity first)
 * and each open thread. A message can arrive twice (over the stream and as its send's answer); it
 * is kept once, by id.
 */
import type { QueryClient } from '@tanstack/react-query';
import type {
  SupportChatAssignedEvent,
  SupportChatListResponse,
  SupportChatMessage,
  SupportChatSummary,
  SupportChatThreadResponse,
} from '@khela/contract';

export const deskKeys = {
  all: ['desk'] as const,
  list: ['desk', 'chats'] as const,
  thread: (chatId: number) => ['desk', 'chat', chatId] as const,
};

function byNewestActivity(a: SupportChatSummary, b: SupportChatSummary): number {
  return b.last_activity_at.localeCompare(a.last_activity_at);
}

function withUnreadChats(data: SupportChatSummary[]): SupportChatListResponse {
  return { data, unread_chats: data.filter((chat) => chat.unread_count > 0).length };
}

/**
 * Loads again what is under the key, dropping loads in flight first: they may have read their
 * data before a change the desk has just heard of (a plain invalidation would wait for them).
 */
export function reload(client: QueryClient, queryKey: readonly unknown[]): void {
  void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
}

/** A load in flight would replace a merged change with older data: load again instead. */
function reloadIfLoading(client: QueryClient, queryKey: readonly unknown[]): boolean {
  if (client.isFetching({ queryKey, exact: true }) === 0) return false;
  reload(client, queryKey);
  return true;
}

/** A new message in a chat: the thread gains it, the list moves the chat to the top. */
export function addMessage(
  client: QueryClient,
  chat: { chat_id: number; user_id: number; username: string },
  message: SupportChatMessage,
): void {
  let isNew = true;
  if (!reloadIfLoading(client, deskKeys.thread(chat.chat_id)))
    client.setQueryData<SupportChatThreadResponse>(deskKeys.thread(chat.chat_id), (thread) => {
      if (!thread) return thread;
      if (thread.data.some((known) => known.id === message.id)) {
        isNew = false;
        return thread;
      }
      return { ...thread, data: [...thread.data, message] };
    });
  if (reloadIfLoading(client, deskKeys.list)) return;
  client.setQueryData<SupportChatListResponse>(deskKeys.list, (list) => {
    if (!list) return list;
    const existing = list.data.find((summary) => summary.chat_id === chat.chat_id);
    if (existing?.last_message && existing.last_message.id >= message.id) return list;
    const unreadBump = isNew && message.sender === 'player' ? 1 : 0;
    const summary: SupportChatSummary = {
      chat_id: chat.chat_id,
      user_id: chat.user_id,
      username: chat.username,
      last_message: message,
      last_activity_at: message.created_at,
      unread_count: (existing?.unread_count ?? 0) + unreadBump,
      assigned_operator_id: existing?.assigned_operator_id ?? null,
      assigned_to: existing?.assigned_to ?? null,
    };
    const others = list.data.filter((known) => known.chat_id !== chat.chat_id);
    return withUnreadChats([summary, ...others].sort(byNewestActivity));
  });
}

/** A chat was read (by this operator or a colleague). */
export function setUnread(client: QueryClient, chatId: number, unreadCount: number): void {
  client.setQueryData<SupportChatListResponse>(deskKeys.list, (list) =>
    list
      ? withUnreadChats(
          list.data.map((summary) =>
            summary.chat_id === chatId ? { ...summary, unread_count: unreadCount } : summary,
          ),
        )
      : list,
  );
}

/** Earlier messages loaded above the thread. */
export function prependPage(
  client: QueryClient,
  chatId: number,
  page: SupportChatThreadResponse,
): void {
  client.setQueryData<SupportChatThreadResponse>(deskKeys.thread(chatId), (thread) => {
    if (!thread) return thread;
    const known = new Set(thread.data.map((message) => message.id));
    return {
      ...thread,
      data: [...page.data.filter((message) => !known.has(message.id)), ...thread.data],
      has_more: page.has_more,
    };
  });
}

/** Who has the chat now: in the list and in its open thread. */
export function setAssignee(client: QueryClient, assigned: SupportChatAssignedEvent): void {
  const change = {
    assigned_operator_id: assigned.assigned_operator_id,
    assigned_to: assigned.assigned_to,
  };
  client.setQueryData<SupportChatListResponse>(deskKeys.list, (list) =>
    list
      ? {
          ...list,
          data: list.data.map((summary) =>
            summary.chat_id === assigned.chat_id ? { ...summary, ...change } : summary,
          ),
        }
      : list,
  );
  client.setQueryData<SupportChatThreadResponse>(deskKeys.thread(assigned.chat_id), (thread) =>
    thread ? { ...thread, chat: { ...thread.chat, ...change } } : thread,
  );
}
