/**
 * Keeps the chat screens current from the live stream: a new message (the desk's reply, or the
 * player's own from another tab) joins its thread and refreshes the list; a stream that (re)opens
 * refreshes both, since events sent while it was down are not replayed.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  chatLiveEvents,
  chatMessageEventSchema,
  liveEvents,
  type ChatMessage,
} from '@khela/contract';
import { useLiveEvent } from '../../shared/live/use-live';
import { readRemoteId } from '../../shared/session/session-store';
import { chatListQueryKey, chatQueryKey } from './api/chat-query-keys';
import { addToThread, reloadQueries } from './thread-cache';

export function useChatLive(onMessage?: (message: ChatMessage) => void): void {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;

  useLiveEvent(chatLiveEvents.message, (data) => {
    const parsed = chatMessageEventSchema.safeParse(data);
    void queryClient.invalidateQueries({ queryKey: chatListQueryKey(remoteId) });
    if (!parsed.success) return;
    addToThread(queryClient, remoteId, parsed.data);
    onMessage?.(parsed.data);
  });
  useLiveEvent(liveEvents.ready, () => {
    // Loads in flight may predate the stream, so they are dropped and started again.
    reloadQueries(queryClient, chatQueryKey(remoteId));
  });
}
