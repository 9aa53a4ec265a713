/**
 * Replies on their way: shown at once under the thread as "Sending…", replaced by the stored
 * message when the server answers, and kept with Retry when it does not, so a reply is never
 * silently lost. Kept above the conversation, so switching chats does not drop a failed one.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/admin-api';
import { addMessage } from './desk-cache';
import { sendDeskReply } from './desk-api';

export interface DeskChatRef {
  chat_id: number;
  user_id: number;
  username: string;
}

export interface PendingSend {
  key: number;
  chat: DeskChatRef;
  content: string;
  status: 'sending' | 'failed';
  error?: string;
}

export interface PendingSends {
  pending: readonly PendingSend[];
  send: (chat: DeskChatRef, content: string) => void;
  retry: (key: number) => void;
  discard: (key: number) => void;
}

let nextKey = 1;

export function usePendingSends(): PendingSends {
  const client = useQueryClient();
  const [pending, setPending] = useState<readonly PendingSend[]>([]);

  const attempt = useCallback(
    (item: PendingSend) => {
      setPending((list) =>
        list.map((known) =>
          known.key === item.key ? { ...known, status: 'sending', error: undefined } : known,
        ),
      );
      sendDeskReply(item.chat.chat_id, item.content).then(
        (answer) => {
          addMessage(client, item.chat, answer.data);
          setPending((list) => list.filter((known) => known.key !== item.key));
        },
        (error: unknown) => {
          setPending((list) =>
            list.map((known) =>
              known.key === item.key
                ? { ...known, status: 'failed', error: errorMessage(error) }
                : known,
            ),
          );
        },
      );
    },
    [client],
  );

  const send = useCallback(
    (chat: DeskChatRef, content: string) => {
      const item: PendingSend = { key: nextKey++, chat, content, status: 'sending' };
      setPending((list) => [...list, item]);
      attempt(item);
    },
    [attempt],
  );

  const retry = useCallback(
    (key: number) => {
      const item = pending.find((known) => known.key === key);
      if (item && item.status === 'failed') attempt(item);
    },
    [attempt, pending],
  );

  const discard = useCallback((key: number) => {
    setPending((list) => list.filter((known) => known.key !== key || known.status === 'sending'));
  }, []);

  return { pending, send, retry, discard };
}
