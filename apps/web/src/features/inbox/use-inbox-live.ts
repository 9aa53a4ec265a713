/**
 * Keeps the inbox current from the live stream: a new message, a read or a delete on another
 * screen or phone refreshes the list; a stream that (re)opens refreshes it too, since events sent
 * while it was down are not replayed. New messages are handed to `onNewMessage` for the screen
 * to announce.
 */
import { useQueryClient } from '@tanstack/react-query';
import { inboxMessageEventSchema, liveEvents, type InboxMessage } from '@khela/contract';
import { useLiveEvent } from '../../shared/live/use-live';
import { readRemoteId } from '../../shared/session/session-store';
import { inboxListQueryKey, inboxQueryKey } from './api/get-inbox';

/** A list younger than this is not fetched again when the stream opens (it just loaded). */
const FRESH_ENOUGH_MS = 5_000;

export function useInboxLive(onNewMessage: (message: InboxMessage) => void): void {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;

  useLiveEvent(liveEvents.inboxMessage, (data) => {
    void queryClient.invalidateQueries({ queryKey: inboxListQueryKey(remoteId) });
    const parsed = inboxMessageEventSchema.safeParse(data);
    if (parsed.success) onNewMessage(parsed.data);
  });
  useLiveEvent(liveEvents.inboxChanged, () => {
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey(remoteId) });
  });
  useLiveEvent(liveEvents.ready, () => {
    const state = queryClient.getQueryState(inboxListQueryKey(remoteId));
    if (state && Date.now() - state.dataUpdatedAt < FRESH_ENOUGH_MS) return;
    void queryClient.invalidateQueries({ queryKey: inboxListQueryKey(remoteId) });
  });
}
