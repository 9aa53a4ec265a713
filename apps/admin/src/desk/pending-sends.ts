/**
 * Replies on their way: shown at once under the thread as "Sending…", replaced by the stored
 * message when the server answers, and kept with Retry when it does not, so a reply is never
 * silently lost. Kept above the conversation, so switching chats does not drop a failed one.
 * The live stream may bring the stored reply before the server answers the send, so a reply on its
 * way is hidden as soon as the thread holds it (`unechoed`), and never shown twice.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportChatMessage } from '@khela/contract';
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
  /** The newest message id the thread held when the reply was sent: its echo comes after it. */
  afterId: number;
  /** 'sent' once the server answered: kept (hidden) so its stored message is not taken for another. */
  status: 'sending' | 'failed' | 'sent';
  storedId?: number;
  error?: string;
}

export interface PendingSends {
  pending: readonly PendingSend[];
  send: (chat: DeskChatRef, content: string, afterId: number) => void;
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
          setPending((list) =>
            list.map((known) =>
              known.key === item.key
                ? { ...known, status: 'sent', storedId: answer.data.id, error: undefined }
                : known,
            ),
          );
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
    (chat: DeskChatRef, content: string, afterId: number) => {
      const item: PendingSend = { key: nextKey++, chat, content, afterId, status: 'sending' };
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
    setPending((list) => list.filter((known) => known.key !== key || known.status !== 'failed'));
  }, []);

  return { pending, send, retry, discard };
}

/**
 * The replies of one chat still to show: those on their way whose stored message the thread does
 * not hold yet, and the failed ones. Each stored support message newer than a reply's `afterId`
 * with the same text stands for one reply (one the server has answered for stands for its own),
 * so the same text sent twice shows until both arrive.
 */
export function unechoed(
  pending: readonly PendingSend[],
  messages: readonly SupportChatMessage[],
): PendingSend[] {
  const used = new Set<number>();
  for (const item of pending) if (item.storedId !== undefined) used.add(item.storedId);
  return pending.filter((item) => {
    if (item.status === 'sent') return false;
    if (item.status === 'failed') return true;
    const echo = messages.find(
      (message) =>
        message.sender === 'support' &&
        message.id > item.afterId &&
        message.content === item.content &&
        !used.has(message.id),
    );
    if (!echo) return true;
    used.add(echo.id);
    return false;
  });
}
