/** One message: the player's on the right, the desk's on the left, with its GMT+6 time. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ChatMessage } from '@khela/contract';
import { useFormat } from '../../../shared/format/use-format';
import { isOwnMessage } from '../chat-thread';

export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const own = isOwnMessage(message);
  return (
    <li className={own ? 'chat-bubble chat-bubble--own' : 'chat-bubble'}>
      <span className="visually-hidden">{own ? t('chat.box.you') : t('chat.supportName')}: </span>
      <p className="chat-bubble__text">{message.content}</p>
      <time className="chat-bubble__time" dateTime={message.created_at}>
        {format.time(message.created_at)}
      </time>
    </li>
  );
}
