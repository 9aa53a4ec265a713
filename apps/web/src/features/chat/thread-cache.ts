/**
 * A new message joins its thread in the query cache. A load of the thread in flight may have read
 * it before this message was written, and its answer would replace a merged one: that load is
 * dropped and the thread loaded again instead; a thread not loaded yet is loaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@khela/contract';
import { chatThreadQueryKey } from './api/chat-query-keys';
import type { ThreadPages } from './api/get-chat-messages';
import { withNewMessage } from './chat-thread';

/**
 * Loads again what is under the key, dropping loads in flight first: a plain invalidation would
 * wait for them, and they may have read their data before the change just heard of.
 */
export function reloadQueries(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  void queryClient
    .cancelQueries({ queryKey })
    .then(() => queryClient.invalidateQueries({ queryKey }));
}

export function addToThread(
  queryClient: QueryClient,
  remoteId: number,
  message: ChatMessage,
): void {
  const queryKey = chatThreadQueryKey(remoteId, message.chat_id);
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    reloadQueries(queryClient, queryKey);
    return;
  }
  if (queryClient.getQueryData(queryKey) === undefined) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  queryClient.setQueryData<ThreadPages>(queryKey, (pages) => withNewMessage(pages, message));
}
