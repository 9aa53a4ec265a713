/**
 * GET /api/get-chats: the player's conversations (one, with the support desk, once opened) and
 * each one's last message. Refreshed by the live stream; polled only while the stream is down.
 */
import { useQuery } from '@tanstack/react-query';
import { CHAT_POLL_MS, chatCalls, type Chat } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { usePollingFallback } from '../../../shared/live/use-live';
import { withFailureLog } from '../../../shared/log';
import { readRemoteId } from '../../../shared/session/session-store';
import { chatListQueryKey } from './chat-query-keys';

export function getChats(signal?: AbortSignal): Promise<Chat[]> {
  return withFailureLog('Failed to fetch chats', signal, async () => {
    const response = await apiCall(chatCalls.list, { signal });
    return response.data;
  });
}

export function useChats() {
  const remoteId = readRemoteId() ?? 0;
  const refetchInterval = usePollingFallback(CHAT_POLL_MS);
  return useQuery({
    queryKey: chatListQueryKey(remoteId),
    queryFn: ({ signal }) => getChats(signal),
    refetchInterval,
    enabled: remoteId > 0,
  });
}
