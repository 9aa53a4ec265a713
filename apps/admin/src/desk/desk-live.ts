/**
 * The desk's live stream in the console: messages and reads go into the query cache, the
 * player's typing is remembered for a few seconds, and every (re)connection refetches the list
 * and the open thread so nothing sent while the stream was down is missed.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createLiveConnection, type StreamStatus as ConnectionStatus } from '@khela/client-kit';
import {
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

/** What the desk's header says of its stream. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

const statusOf: Record<ConnectionStatus, StreamStatus> = {
  connecting: 'connecting',
  open: 'live',
  down: 'reconnecting',
};

function randomFraction(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

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
    const token = getSession()?.token;
    if (token === undefined) return undefined;
    const connection = createLiveConnection({
      url: SUPPORT_STREAM_PATH,
      // Looked up at each call, so tests that replace fetch are heard.
      fetch: (input, init) => fetch(input, init),
      random: randomFraction,
      // A frame the desk cannot read is skipped; the next (re)connection reloads everything.
      log: () => undefined,
      // A role without the desk: trying again cannot help; a 401 ends the session.
      finalStatuses: [401, 403],
      onRefused: (status) => {
        if (status === 401) clearSession();
      },
    });
    const onEvent = (event: string, data: unknown) => {
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
    };
    const unsubscribe = [
      connection.onStatus(() => setStatus(statusOf[connection.status()])),
      ...['ready', ...Object.values(chatLiveEvents)].map((event) =>
        connection.on(event, (data) => onEvent(event, data)),
      ),
    ];
    connection.start(token);
    const stop = () => {
      for (const off of unsubscribe) off();
      connection.stop();
    };
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [client]);

  return { status, typing: new Set(typingUntil.keys()) };
}
