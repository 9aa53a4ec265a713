/**
 * The player's messages on their way: each shows at once as "sending", joins the thread when the
 * server has stored it, or stays as "not sent" with its reason, to be tried again or removed.
 * The input is cleared at once, so the text lives here until it is delivered.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isSendableChatText } from '@khela/contract';
import { readRemoteId } from '../../shared/session/session-store';
import { chatListQueryKey } from './api/chat-query-keys';
import { sendChatMessage } from './api/send-chat-message';
import type { OutgoingMessage } from './chat-thread';
import { addToThread } from './thread-cache';

export function useOutgoingMessages(chatId: number | undefined) {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const lastLocalId = useRef(0);

  const deliver = useCallback(
    async (localId: number, content: string) => {
      if (chatId === undefined) return;
      try {
        const message = await sendChatMessage({
          chat_id: chatId,
          sender_id: remoteId,
          content,
        });
        addToThread(queryClient, remoteId, message);
        void queryClient.invalidateQueries({ queryKey: chatListQueryKey(remoteId) });
        setOutgoing((list) => list.filter((item) => item.localId !== localId));
      } catch (error) {
        setOutgoing((list) =>
          list.map((item) =>
            item.localId === localId ? { ...item, status: 'failed', error } : item,
          ),
        );
      }
    },
    [chatId, queryClient, remoteId],
  );

  /** Answers whether the text was taken (blank text is not sent). */
  const send = useCallback(
    (text: string, newestKnownId: number): boolean => {
      if (!isSendableChatText(text) || chatId === undefined) return false;
      lastLocalId.current += 1;
      const localId = lastLocalId.current;
      const content = text.trim();
      setOutgoing((list) => [
        ...list,
        { localId, content, status: 'sending', afterId: newestKnownId },
      ]);
      void deliver(localId, content);
      return true;
    },
    [chatId, deliver],
  );

  const retry = useCallback(
    (localId: number) => {
      const item = outgoing.find((candidate) => candidate.localId === localId);
      if (!item || item.status !== 'failed') return;
      setOutgoing((list) =>
        list.map((candidate) =>
          candidate.localId === localId
            ? {
                localId,
                content: candidate.content,
                status: 'sending',
                afterId: candidate.afterId,
              }
            : candidate,
        ),
      );
      void deliver(localId, item.content);
    },
    [deliver, outgoing],
  );

  const discard = useCallback((localId: number) => {
    setOutgoing((list) => list.filter((item) => item.localId !== localId));
  }, []);

  return { outgoing, send, retry, discard };
}
