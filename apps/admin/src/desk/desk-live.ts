/**
 * The desk's live stream in the console: messages and reads go into the query cache, the
 * player's typing is remembered for a few seconds, and every (re)connection refetches the list
 * and the open thread so nothing sent while the stream was down is missed.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIVE_RETRY_MS,
  SUPPORT_STREAM_PATH,
  chatLiveEvents,
  type ChatTypingEvent,
  type SupportChatAssignedEvent,
  type SupportChatListResponse,
  type SupportChatMessageEvent,
  type SupportChatReadEvent,
} from '@khela/contract';
import { clearSession, getSession } from '../session/session-store';
import { addMessage, deskKeys, reload, setAssignee, setUnread } from './desk-cache';
import { connectStream, type StreamStatus } from './sse-reader';

/** The player app signals at most every 3 s while there is text; a gap past this means stopped. */
export const PLAYER_TYPING_SHOWN_MS = 6_000;

export interface DeskLive {
  status: StreamStatus;
  /** Chats whose player is typing now. */
  typing: ReadonlySet<number>;
}

export function useDeskLive(): DeskLive {
  const client = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [typingUntil, setTypingUntil] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    const stopTyping = (chatId: number) =>
      setTypingUntil((current) => {
        if (!current.has(chatId)) return current;
        const next = new Map(current);
        next.delete(chatId);
        return next;
      });
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = connectStream(
      { url: SUPPORT_STREAM_PATH, token: () => getSession()?.token, retryMs: LIVE_RETRY_MS },
      {
        onStatus: setStatus,
        onUnauthorized: clearSession,
        onEvent: (event, data) => {
          if (event === 'ready') {
            reload(client, deskKeys.all);
          } else if (event === chatLiveEvents.message) {
            const { message, ...chat } = data as SupportChatMessageEvent;
            addMessage(client, chat, message);
            if (message.sender === 'player') stopTyping(chat.chat_id);
          } else if (event === chatLiveEvents.read) {
            const read = data as SupportChatReadEvent;
            setUnread(client, read.chat_id, read.unread_count);
          } else if (event === chatLiveEvents.assigned) {
            setAssignee(client, data as SupportChatAssignedEvent);
          } else if (event === chatLiveEvents.typing) {
            const typing = data as ChatTypingEvent;
            if (typing.sender !== 'player') return;
            // A chat opened but not yet written in is not in the list: fetch it so its typing shows.
            const list = client.getQueryData<SupportChatListResponse>(deskKeys.list);
            if (list && !list.data.some((chat) => chat.chat_id === typing.chat_id)) {
              void client.invalidateQueries({ queryKey: deskKeys.list });
            }
            const until = Date.now() + PLAYER_TYPING_SHOWN_MS;
            setTypingUntil((current) => new Map(current).set(typing.chat_id, until));
            const timer = setTimeout(() => {
              timers.delete(timer);
              setTypingUntil((current) => {
                if ((current.get(typing.chat_id) ?? 0) > Date.now()) return current;
                const next = new Map(current);
                next.delete(typing.chat_id);
                return next;
              });
            }, PLAYER_TYPING_SHOWN_MS);
            timers.add(timer);
          }
        },
      },
    );
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [client]);

  return { status, typing: new Set(typingUntil.keys()) };
}
