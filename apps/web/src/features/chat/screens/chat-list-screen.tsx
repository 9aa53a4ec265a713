/** /chat-list ([contract: Screens]): the player's conversations and a Send us a Message button. */
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useChats } from '../api/get-chats';
import { ChatFrame } from '../components/chat-frame';
import { ChatNav } from '../components/chat-nav';
import { ConversationRow } from '../components/conversation-row';
import { OpenChatButton } from '../components/open-chat-button';
import { useChatLive } from '../use-chat-live';
import '../chat.css';
import { paths } from '../../../shared/routing/paths';

export function ChatListScreen() {
  const { t } = useTranslation();
  const chats = useChats();
  useChatLive();

  let content;
  if (chats.isPending) {
    content = (
      <div className="chat-list plain-list" role="status" aria-label={t('chat.list.loading')}>
        <div className="conversation-row row-3" aria-hidden="true">
          <Skeleton width={40} height={40} radius="50%" />
          <Skeleton width="70%" height={16} />
        </div>
      </div>
    );
  } else if (chats.isError) {
    content = <RetryNote message={t('chat.list.failed')} onRetry={() => void chats.refetch()} />;
  } else if (chats.data.length === 0) {
    content = (
      <div className="empty-state">
        <MessagesSquare size={40} aria-hidden="true" />
        <p>{t('chat.list.empty')}</p>
        <p className="chat-note text-muted-sm">{t('chat.list.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="chat-list plain-list">
        {chats.data.map((chat) => (
          <li key={chat.chat_id}>
            <ConversationRow chat={chat} href={paths.chatBox.getHref(chat.chat_id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ChatFrame title={t('chat.list.title')} footer={<ChatNav />}>
      <div className="chat-list-screen">
        {content}
        <div className="chat-list-screen__action">
          <OpenChatButton
            chats={chats.isSuccess ? chats.data : undefined}
            label={t('chat.list.sendMessage')}
          />
        </div>
      </div>
    </ChatFrame>
  );
}
