/**
 * GET /api/inbox?remote_id&page: the player's messages, newest first, a page at a time (Laravel's
 * paginator: data.data, data.last_page). The list refreshes when the live stream says something
 * changed, and every 10 s (the spec's polling) only while the stream is down.
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  INBOX_POLL_MS,
  inboxCalls,
  type InboxListResponse,
  type InboxMessage,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { usePollingFallback } from '../../../shared/live/use-live';
import { withFailureLog } from '../../../shared/log';
import { memberQueryKey } from '../../../shared/session/get-balance';
import { readRemoteId } from '../../../shared/session/session-store';

export type InboxPage = InboxListResponse['data'];
export type InboxPages = InfiniteData<InboxPage, unknown>;

/** Every inbox query (the list and single messages) starts with this. */
export function inboxQueryKey(remoteId: number) {
  return [...memberQueryKey, remoteId, 'inbox'] as const;
}

export function inboxListQueryKey(remoteId: number) {
  return [...inboxQueryKey(remoteId), 'list'] as const;
}

export function getInboxPage(
  remoteId: number,
  page: number,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return withFailureLog('Failed to fetch inbox', signal, async () => {
    const response = await apiCall(inboxCalls.list, {
      query: { remote_id: remoteId, page },
      signal,
    });
    return response.data;
  });
}

/**
 * The loaded pages as one list. A message deleted or added between two pages' loads can shift
 * another across a page boundary, so each id is kept once.
 */
export function messagesOf(pages: InboxPages | undefined): InboxMessage[] {
  const seen = new Set<number>();
  const messages: InboxMessage[] = [];
  for (const page of pages?.pages ?? []) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

export function useInbox() {
  const remoteId = readRemoteId() ?? 0;
  const refetchInterval = usePollingFallback(INBOX_POLL_MS);
  return useInfiniteQuery({
    queryKey: inboxListQueryKey(remoteId),
    queryFn: ({ pageParam, signal }) => getInboxPage(remoteId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    refetchInterval,
    enabled: remoteId > 0,
  });
}
