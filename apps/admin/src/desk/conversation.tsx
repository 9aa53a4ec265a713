/**
 * One open conversation: its thread (earlier pages on request), the player's typing, replies on
 * their way, and the composer. Opening it, and every new player message while it is open, marks
 * the player's messages read up to the newest one shown.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SupportChatMessage } from '@khela/contract';
import { ApiError, errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { Assignment } from './assignment';
import { Composer } from './composer';
import { deskKeys, prependPage, setUnread } from './desk-cache';
import { getDeskThread, markDeskChatRead, sendDeskTyping } from './desk-api';
import { unechoed, type PendingSends } from './pending-sends';

function newestPlayerMessageId(messages: readonly SupportChatMessage[]): number {
  return messages.reduce((newest, message) => {
    return message.sender === 'player' && message.id > newest ? message.id : newest;
  }, 0);
}

function MessageItem({ message, username }: { message: SupportChatMessage; username: string }) {
  const who = message.sender === 'player' ? username : (message.operator_username ?? 'Support');
  return (
    <li className={`desk-msg desk-msg-${message.sender}`}>
      <span className="desk-msg-meta">
        {who} · {formatDateTime(message.created_at)}
      </span>
      <span className="desk-msg-text">{message.content}</span>
    </li>
  );
}

export function Conversation({
  chatId,
  playerTyping,
  sends,
}: {
  chatId: number;
  playerTyping: boolean;
  sends: PendingSends;
}) {
  const client = useQueryClient();
  const thread = useQuery({
    queryKey: deskKeys.thread(chatId),
    queryFn: () => getDeskThread(chatId),
  });
  const [earlier, setEarlier] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const logRef = useRef<HTMLOListElement>(null);
  const markedUpTo = useRef(0);
  const messages = thread.data?.data ?? [];
  const newestPlayerId = newestPlayerMessageId(messages);
  const lastId = messages.at(-1)?.id ?? 0;
  const ownPending = unechoed(
    sends.pending.filter((item) => item.chat.chat_id === chatId),
    messages,
  );

  useEffect(() => {
    if (newestPlayerId <= markedUpTo.current) return;
    markedUpTo.current = newestPlayerId;
    markDeskChatRead(chatId, newestPlayerId).then(
      (answer) => setUnread(client, chatId, answer.unread_count),
      () => {
        // Marked again with the next message or the next opening.
        markedUpTo.current = 0;
      },
    );
  }, [chatId, client, newestPlayerId]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, ownPending.length, playerTyping]);

  if (thread.isPending) {
    return (
      <p className="state desk-conversation" role="status">
        Loading the conversation…
      </p>
    );
  }
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <div className="state state-error desk-conversation" role="alert">
        <p>{missing ? 'This conversation was not found.' : errorMessage(thread.error)}</p>
        {!missing && (
          <button className="button" type="button" onClick={() => void thread.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  const chat = thread.data.chat;
  const chatRef = { chat_id: chat.chat_id, user_id: chat.user_id, username: chat.username };
  const loadEarlier = () => {
    const firstId = messages[0]?.id;
    if (firstId === undefined || earlier.busy) return;
    setEarlier({ busy: true });
    getDeskThread(chatId, firstId).then(
      (page) => {
        prependPage(client, chatId, page);
        setEarlier({ busy: false });
      },
      (error: unknown) => setEarlier({ busy: false, error: errorMessage(error) }),
    );
  };

  return (
    <section className="desk-conversation" aria-labelledby="desk-conversation-title">
      <header className="desk-conversation-head">
        <div>
          <h2 id="desk-conversation-title">{chat.username}</h2>
          <p className="faint desk-presence" role="status">
            {playerTyping ? (
              <span className="desk-typing">typing…</span>
            ) : (
              `Player #${chat.user_id}`
            )}
          </p>
        </div>
        <div className="desk-conversation-actions">
          <Assignment chat={chat} />
          <Link className="button" to={`/players/${chat.user_id}`}>
            Open player
          </Link>
        </div>
      </header>
      <ol
        className="desk-thread"
        ref={logRef}
        role="log"
        aria-label={`Conversation with ${chat.username}`}
      >
        {thread.data.has_more && (
          <li className="desk-earlier">
            <button
              className="button button-quiet"
              type="button"
              disabled={earlier.busy}
              onClick={loadEarlier}
            >
              {earlier.busy ? 'Loading…' : 'Show earlier messages'}
            </button>
            {earlier.error && <span className="field-error">{earlier.error}</span>}
          </li>
        )}
        {messages.length === 0 && ownPending.length === 0 && (
          <li className="desk-empty faint">The player opened the chat but has not written yet.</li>
        )}
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} username={chat.username} />
        ))}
        {ownPending.map((item) => (
          <li key={item.key} className={`desk-msg desk-msg-support desk-msg-${item.status}`}>
            <span className="desk-msg-meta">
              {item.status === 'sending' ? 'Sending…' : `Not sent: ${item.error ?? ''}`}
            </span>
            <span className="desk-msg-text">{item.content}</span>
            {item.status === 'failed' && (
              <span className="desk-msg-actions">
                <button className="button" type="button" onClick={() => sends.retry(item.key)}>
                  Retry
                </button>
                <button
                  className="button button-quiet"
                  type="button"
                  onClick={() => sends.discard(item.key)}
                >
                  Discard
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <Composer
        key={chatId}
        onSend={(content) => sends.send(chatRef, content, lastId)}
        onTyping={() => {
          // A lost typing signal only means the player sees no indicator this time.
          sendDeskTyping(chatId).catch(() => undefined);
        }}
      />
    </section>
  );
}
