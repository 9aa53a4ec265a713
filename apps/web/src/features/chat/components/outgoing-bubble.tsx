/** A message on its way: "Sending…", or "Not sent" with the reason, Try again and Remove. */
import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useChatErrorText } from '../chat-errors';
import type { OutgoingMessage } from '../chat-thread';

export function OutgoingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: OutgoingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useChatErrorText();
  const failed = message.status === 'failed';
  return (
    <li
      className={
        failed
          ? 'chat-bubble chat-bubble--own chat-bubble--failed'
          : 'chat-bubble chat-bubble--own chat-bubble--sending'
      }
    >
      <span className="visually-hidden">{t('chat.box.you')}: </span>
      <p className="chat-bubble__text">{message.content}</p>
      {failed ? (
        <div className="chat-bubble__failure stack-1" role="alert">
          <p>
            <CircleAlert size={14} aria-hidden="true" />
            <span>
              {t('chat.box.notSent')} {errorText(message.error)}
            </span>
          </p>
          <div className="chat-bubble__actions">
            <button type="button" onClick={onRetry}>
              {t('chat.box.retry')}
            </button>
            <button type="button" onClick={onDiscard}>
              {t('chat.box.discard')}
            </button>
          </div>
        </div>
      ) : (
        <span className="chat-bubble__time">{t('chat.box.sending')}</span>
      )}
    </li>
  );
}
