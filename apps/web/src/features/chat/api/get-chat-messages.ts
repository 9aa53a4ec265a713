/**
 * GET /api/chats/{chatId}/messages?before_id: the thread, newest page first and older pages on
 * request. New messages arrive over the live stream (and are merged into the newest page); while
 * the stream is down the thread asks again every few seconds.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_POLL_MS, chatCalls, type ChatMessagesResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { usePollingFallback } from '../../../shared/live/use-live';
import { withFailureLog } from '../../../shared/log';
import { readRemoteId } from '../../../shared/session/session-store';
import { chatThreadQueryKey } from './chat-query-keys';

export type ThreadPage = Pick<ChatMessagesResponse, 'data' | 'has_more'>;
export type ThreadPages = InfiniteData<ThreadPage, number | undefined>;

export function getChatMessages(
  chatId: number,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<ThreadPage> {
  return withFailureLog('Failed to fetch chat messages', signal, async () => {
    const call = chatCalls.messages;
    const response = await apiCall(call, {
      params: { chatId },
      query: { before_id: beforeId },
      signal,
    });
    return { data: response.data, has_more: response.has_more };
  });
}

export function useChatThread(chatId: number | undefined) {
  const remoteId = readRemoteId() ?? 0;
  const refetchInterval = usePollingFallback(CHAT_POLL_MS);
  return useInfiniteQuery({
    queryKey: chatThreadQueryKey(remoteId, chatId ?? 0),
    queryFn: ({ pageParam, signal }) => getChatMessages(chatId ?? 0, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // The next page is the older one, before the oldest message loaded so far.
    getNextPageParam: (last) => (last.has_more ? last.data[0]?.id : undefined),
    refetchInterval,
    enabled: remoteId > 0 && chatId !== undefined,
  });
}
