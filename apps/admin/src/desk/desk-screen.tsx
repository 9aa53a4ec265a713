/**
 * Support desk (owner, support): the conversations on the left, the open one on the right, kept
 * live by the desk's stream. At phone width one pane shows at a time.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { OperatorRole } from '@khela/contract';
import { LoadState } from '../shell/load-state';
import { useSession } from '../session/session-store';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';
import { deskKeys } from './desk-cache';
import { listDeskChats } from './desk-api';
import { useDeskLive, type StreamStatus } from './desk-live';
import { usePendingSends } from './pending-sends';
import './desk.css';

const statusWords: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting… new messages will be fetched when back',
};

/** The roles of the desk's calls (docs/decisions.md, Operator roles). */
const deskRoles: readonly OperatorRole[] = ['owner', 'support'];

export function DeskScreen() {
  const session = useSession();
  const role = session?.operator.role;
  if (role !== undefined && !deskRoles.includes(role)) {
    return (
      <section className="screen" aria-labelledby="desk-title">
        <h1 id="desk-title">Support desk</h1>
        <p className="state state-error" role="alert">
          The support desk is for owners and support staff; your role ({role}) cannot answer chats.
        </p>
      </section>
    );
  }
  return <LiveDesk />;
}

function LiveDesk() {
  const { chatId } = useParams();
  const openId = chatId === undefined ? undefined : Number(chatId);
  const live = useDeskLive();
  const sends = usePendingSends();
  const chats = useQuery({ queryKey: deskKeys.list, queryFn: listDeskChats });
  const unread = chats.data?.unread_chats ?? 0;

  // An operator working in another tab sees waiting chats in the tab's title.
  useEffect(() => {
    const before = document.title;
    document.title = unread === 0 ? 'Support desk' : `(${unread}) Support desk`;
    return () => {
      document.title = before;
    };
  }, [unread]);

  return (
    <section
      className={`screen desk${openId === undefined ? '' : ' desk-open'}`}
      aria-labelledby="desk-title"
    >
      <header className="screen-head desk-head">
        <h1 id="desk-title">Support desk</h1>
        <span className="faint">
          {unread === 0 ? 'No unread chats' : `${unread} unread ${unread === 1 ? 'chat' : 'chats'}`}
        </span>
        <span className={`desk-live desk-live-${live.status}`} role="status">
          {statusWords[live.status]}
        </span>
      </header>
      <div className="desk-panes">
        <div className="desk-list-pane">
          {chats.isPending || chats.isError ? (
            <LoadState query={chats} what="conversations" />
          ) : chats.data.data.length === 0 ? (
            <p className="state">
              No conversations yet. A player’s chat appears here as they write.
            </p>
          ) : (
            <ChatList chats={chats.data.data} typing={live.typing} />
          )}
        </div>
        <div className="desk-open-pane">
          {openId === undefined || !Number.isSafeInteger(openId) || openId <= 0 ? (
            <p className="state">Choose a conversation to read and answer it.</p>
          ) : (
            <>
              <Link className="desk-back" to="/desk">
                ← All conversations
              </Link>
              <Conversation
                key={openId}
                chatId={openId}
                playerTyping={live.typing.has(openId)}
                sends={sends}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
