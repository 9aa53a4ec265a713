/**
 * /chat-box/{chatId} ([contract: Screens]): the thread with the support desk, its typing indicator, the
 * input and Send. Replies and typing arrive over the live stream; while it is down the thread is
 * asked again every few seconds. Earlier messages load on request, keeping the reading position.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api-client';
import { useFormat } from '../../../shared/format/use-format';
import { ButtonLink } from '../../../shared/ui/button-link';
import { DotLoader } from '../../../shared/ui/loaders';
import { RetryNote } from '../../../shared/ui/retry-note';
import { useChatThread } from '../api/get-chat-messages';
import { chatIdFromParam } from '../chat-text';
import { stillOutgoing, threadMessages, withDayLines } from '../chat-thread';
import { ChatFrame } from '../components/chat-frame';
import { Composer } from '../components/composer';
import { MessageBubble } from '../components/message-bubble';
import { OutgoingBubble } from '../components/outgoing-bubble';
import { SupportAvatar } from '../components/support-avatar';
import { TypingIndicator } from '../components/typing-indicator';
import { useChatLive } from '../use-chat-live';
import { useOutgoingMessages } from '../use-outgoing-messages';
import { useSupportTyping } from '../use-support-typing';
import { useTypingSignal } from '../use-typing-signal';
import '../chat.css';
import { paths } from '../../../shared/routing/paths';

/** Within this distance of the end the thread follows new messages down. */
const FOLLOW_THRESHOLD_PX = 80;

export function ChatBoxScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useParams();
  const chatId = chatIdFromParam(params['chatId']);
  const thread = useChatThread(chatId);
  const typing = useSupportTyping(chatId);
  const typingSignal = useTypingSignal(chatId);
  const sending = useOutgoingMessages(chatId);
  useChatLive((message) => {
    if (message.chat_id === chatId && message.sender === 'support') typing.clear();
  });

  const messages = threadMessages(thread.data);
  const items = withDayLines(messages, format.date);
  const outgoing = stillOutgoing(sending.outgoing, messages);

  const scroller = useRef<HTMLDivElement>(null);
  const isFollowing = useRef(true);
  // Set just before older messages are asked for, so the view can stay on what was being read.
  const heightBeforeOlder = useRef<number | undefined>(undefined);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== undefined) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = undefined;
      return;
    }
    if (isFollowing.current) element.scrollTop = element.scrollHeight;
  }, [newestId, oldestId, outgoing.length, thread.isPending]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isFollowing.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  const loadOlder = () => {
    heightBeforeOlder.current = scroller.current?.scrollHeight;
    void thread.fetchNextPage();
  };

  const frame = (body: ReactNode, canWrite: boolean) => (
    <ChatFrame
      title={t('chat.supportName')}
      subtitle={t('chat.box.subtitle')}
      back={{ href: paths.chatList.getHref(), label: t('chat.backToList') }}
      footer={
        <div className="chat-box__footer">
          <TypingIndicator isTyping={typing.isTyping} />
          <Composer
            disabled={!canWrite}
            onTyping={typingSignal.onTyping}
            onSend={(text) => {
              const taken = sending.send(text, newestId ?? 0);
              if (taken) {
                typingSignal.reset();
                // Your own message is always brought into view.
                isFollowing.current = true;
              }
              return taken;
            }}
          />
        </div>
      }
    >
      {body}
    </ChatFrame>
  );

  const notFound =
    chatId === undefined || (isApiError(thread.error) && thread.error.status === 404);
  if (notFound) {
    return frame(
      <div className="empty-state" role="alert">
        <p>{t('chat.box.notFound')}</p>
        <ButtonLink to={paths.chatList.getHref()} variant="secondary" size="sm">
          {t('chat.box.toList')}
        </ButtonLink>
      </div>,
      false,
    );
  }
  if (thread.isPending) {
    return frame(
      <div className="chat-box__loading">
        <DotLoader label={t('chat.box.loading')} />
      </div>,
      false,
    );
  }
  if (thread.isError && !thread.data) {
    return frame(
      <RetryNote message={t('chat.box.failed')} onRetry={() => void thread.refetch()} />,
      false,
    );
  }

  return frame(
    <div
      ref={scroller}
      className="chat-thread"
      onScroll={onScroll}
      role="log"
      aria-label={t('chat.box.threadLabel')}
      aria-busy={thread.isFetchingNextPage || undefined}
    >
      {thread.hasNextPage ? (
        <button
          type="button"
          className="chat-thread__older"
          onClick={loadOlder}
          disabled={thread.isFetchingNextPage}
        >
          {thread.isFetchingNextPage ? t('chat.box.loadingOlder') : t('chat.box.older')}
        </button>
      ) : (
        <div className="chat-thread__start text-muted-sm stack-2">
          <SupportAvatar size={48} />
          <p>{t('chat.box.welcome')}</p>
        </div>
      )}
      {thread.isFetchNextPageError ? (
        <p className="notice notice--error" role="alert">
          {t('chat.box.olderFailed')}
        </p>
      ) : null}
      <ol className="chat-thread__messages plain-list stack-2">
        {items.map((item) =>
          item.kind === 'day' ? (
            <li key={item.key} className="chat-thread__day text-faint-xs">
              <span>{item.day}</span>
            </li>
          ) : (
            <MessageBubble key={item.key} message={item.message} />
          ),
        )}
        {outgoing.map((message) => (
          <OutgoingBubble
            key={`outgoing-${message.localId}`}
            message={message}
            onRetry={() => sending.retry(message.localId)}
            onDiscard={() => sending.discard(message.localId)}
          />
        ))}
      </ol>
    </div>,
    true,
  );
}
