/**
 * The thread as the screen shows it: every loaded page and every message that arrived live,
 * once each and in the order they were written, with a day line where the GMT+6 day changes.
 */
import type { ChatMessage } from '@khela/contract';
import type { ThreadPage, ThreadPages } from './api/get-chat-messages';

/** A message of the player's on its way: shown at once, until the server has stored it. */
export interface OutgoingMessage {
  localId: number;
  content: string;
  status: 'sending' | 'failed';
  error?: unknown;
  /** The newest message of the thread when this one was written: it is stored after that. */
  afterId: number;
}

/** All loaded messages, oldest first, each id once (a live message may also come in a page). */
export function threadMessages(pages: { pages: readonly ThreadPage[] } | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages?.pages ?? []) {
    for (const message of page.data) byId.set(message.id, message);
  }
  return [...byId.values()].sort((left, right) => left.id - right.id);
}

/**
 * The pages with a message added to the newest page, unless it is there already. Before the
 * thread has loaded there is nothing to add to: its first load will bring the message.
 */
export function withNewMessage(
  pages: ThreadPages | undefined,
  message: ChatMessage,
): ThreadPages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  if (pages.pages.some((page) => page.data.some((known) => known.id === message.id))) return pages;
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  const data = [...newest.data, message].sort((left, right) => left.id - right.id);
  return { ...pages, pages: [{ ...newest, data }, ...older] };
}

/** The player's own messages sit on the right; the desk's on the left. */
export function isOwnMessage(message: Pick<ChatMessage, 'sender'>): boolean {
  return message.sender === 'player';
}

export type ThreadItem =
  | { kind: 'day'; key: string; day: string }
  | { kind: 'message'; key: string; message: ChatMessage };

/** The messages with a day line before the first one of each day (`dayOf` gives the day). */
export function withDayLines(
  messages: readonly ChatMessage[],
  dayOf: (instant: string) => string,
): ThreadItem[] {
  const items: ThreadItem[] = [];
  let currentDay: string | undefined;
  for (const message of messages) {
    const day = dayOf(message.created_at);
    if (day !== currentDay) {
      currentDay = day;
      items.push({ kind: 'day', key: `day-${message.id}`, day });
    }
    items.push({ kind: 'message', key: `message-${message.id}`, message });
  }
  return items;
}

/**
 * The messages on their way that the thread does not show yet. The player's own message can come
 * over the live stream before the send call answers; a "sending" one is then shown once, as the
 * stored message: it is matched to a player message with the same text stored after it was written.
 */
export function stillOutgoing(
  outgoing: readonly OutgoingMessage[],
  messages: readonly ChatMessage[],
): OutgoingMessage[] {
  const matched = new Set<number>();
  return outgoing.filter((item) => {
    if (item.status !== 'sending') return true;
    const stored = messages.find(
      (message) =>
        isOwnMessage(message) &&
        message.id > item.afterId &&
        message.content === item.content &&
        !matched.has(message.id),
    );
    if (!stored) return true;
    matched.add(stored.id);
    return false;
  });
}
