/**
 * /chat ([contract: Screens], Support chat): a greeting, the most recent message, a way to send us a
 * message, the running promotions (descriptions cut at 100 words) and the Home / Message nav.
 */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Chat } from '@khela/contract';
import { readUsername } from '../../../shared/session/session-store';
import { Skeleton } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useChatPromotions } from '../api/get-chat-promotions';
import { useChats } from '../api/get-chats';
import { ChatFrame } from '../components/chat-frame';
import { ChatNav } from '../components/chat-nav';
import { ChatPromotionCard, ChatPromotionSkeleton } from '../components/chat-promotion-card';
import { ConversationRow } from '../components/conversation-row';
import { OpenChatButton } from '../components/open-chat-button';
import { useChatLive } from '../use-chat-live';
import '../chat.css';
import { paths } from '../../../shared/routing/paths';
import { TitledSection } from '../../../shared/ui/titled-section';

function RecentMessage({
  chats,
  isPending,
  isError,
  onRetry,
}: {
  chats: Chat[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="chat-card__row row-3" role="status" aria-label={t('chat.home.loading')}>
        <Skeleton width={40} height={40} radius="50%" />
        <Skeleton width="70%" height={16} />
      </div>
    );
  }
  if (isError) {
    return <RetryNote message={t('chat.home.recentFailed')} onRetry={onRetry} />;
  }
  const recent = chats?.find((chat) => chat.last_message !== null);
  if (!recent) return <p className="chat-note text-muted-sm">{t('chat.home.noRecent')}</p>;
  return <ConversationRow chat={recent} href={paths.chatBox.getHref(recent.chat_id)} />;
}

function Promotions() {
  const { t } = useTranslation();
  const promotions = useChatPromotions();
  let content;
  if (promotions.isPending) {
    content = (
      <div
        className="chat-promotions stack-3"
        role="status"
        aria-label={t('chat.home.promotionsLoading')}
      >
        <ChatPromotionSkeleton />
      </div>
    );
  } else if (promotions.isError) {
    content = (
      <RetryNote
        message={t('chat.home.promotionsFailed')}
        onRetry={() => void promotions.refetch()}
      />
    );
  } else if (promotions.data.length === 0) {
    content = <p className="chat-note text-muted-sm">{t('chat.home.noPromotions')}</p>;
  } else {
    content = (
      <div className="chat-promotions stack-3">
        {promotions.data.map((promotion) => (
          <ChatPromotionCard key={promotion.id} promotion={promotion} />
        ))}
      </div>
    );
  }
  return (
    <TitledSection
      className="chat-section stack-3"
      titleClassName="chat-section__title"
      title={t('chat.home.promotionsTitle')}
    >
      {content}
    </TitledSection>
  );
}

export function ChatHomeScreen() {
  const { t } = useTranslation();
  const chats = useChats();
  useChatLive();
  const username = readUsername();

  return (
    <ChatFrame title={t('chat.title')} footer={<ChatNav />}>
      <div className="chat-home stack-4">
        <section className="chat-hero">
          <p className="chat-hero__greeting">
            {username ? t('chat.home.greeting', { name: username }) : t('chat.home.greetingPlain')}
          </p>
          <p className="chat-hero__question">{t('chat.home.question')}</p>
        </section>

        <section className="panel chat-card" aria-labelledby="chat-recent-title">
          <div className="chat-card__head">
            <h2 id="chat-recent-title" className="chat-section__title">
              {t('chat.home.recentTitle')}
            </h2>
            <Link className="chat-card__link" to={paths.chatList.getHref()}>
              {t('chat.home.seeAll')}
            </Link>
          </div>
          <RecentMessage
            chats={chats.data}
            isPending={chats.isPending}
            isError={chats.isError}
            onRetry={() => void chats.refetch()}
          />
        </section>

        <TitledSection
          className="panel chat-card"
          titleClassName="chat-section__title"
          title={t('chat.home.sendTitle')}
        >
          <p className="chat-note text-muted-sm">{t('chat.home.sendHint')}</p>
          <OpenChatButton chats={chats.data} label={t('chat.home.sendMessage')} />
        </TitledSection>

        <Promotions />
      </div>
    </ChatFrame>
  );
}
