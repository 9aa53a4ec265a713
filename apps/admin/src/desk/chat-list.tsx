/** The desk's conversations: newest activity first, unread counts, who is waiting and for how long. */
import { NavLink } from 'react-router';
import type { SupportChatSummary } from '@khela/contract';
import { formatDateTime } from '../format';
import { useSession } from '../session/session-store';
import { assigneeWords } from './assignment';
import { formatWaiting, useNow } from './waiting';

function preview(chat: SupportChatSummary): string {
  const last = chat.last_message;
  if (!last) return 'No messages yet';
  return last.sender === 'support'
    ? `${last.operator_username ?? 'Support'}: ${last.content}`
    : last.content;
}

export function ChatList({
  chats,
  typing,
}: {
  chats: readonly SupportChatSummary[];
  typing: ReadonlySet<number>;
}) {
  const now = useNow();
  const myId = useSession()?.operator.id;
  return (
    <nav className="desk-list" aria-label="Conversations">
      <ul>
        {chats.map((chat) => {
          const last = chat.last_message;
          const waitingSince = last?.sender === 'player' ? Date.parse(last.created_at) : Number.NaN;
          return (
            <li key={chat.chat_id}>
              <NavLink to={`/desk/${chat.chat_id}`} className="desk-row">
                <span className="desk-row-top">
                  <span className="desk-row-name">{chat.username}</span>
                  {chat.unread_count > 0 && (
                    <span className="desk-unread" aria-label={`${chat.unread_count} unread`}>
                      {chat.unread_count}
                    </span>
                  )}
                </span>
                {typing.has(chat.chat_id) ? (
                  <span className="desk-typing">typing…</span>
                ) : (
                  <span className="desk-row-preview">{preview(chat)}</span>
                )}
                <span className="desk-row-meta faint">
                  <span>{assigneeWords(chat, myId)}</span>
                  {Number.isNaN(waitingSince) ? (
                    <span>{formatDateTime(chat.last_activity_at)}</span>
                  ) : (
                    <span className="desk-waiting">
                      Waiting {formatWaiting(now - waitingSince)}
                    </span>
                  )}
                </span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
