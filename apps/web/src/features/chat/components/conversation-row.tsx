/** One conversation in a list: the desk's badge and name, its last message on one line, the time. */
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Chat } from '@khela/contract';
import { useFormat } from '../../../shared/format/use-format';
import { isOwnMessage } from '../chat-thread';
import { oneLine } from '../chat-text';
import { SupportAvatar } from './support-avatar';

export function ConversationRow({ chat, href }: { chat: Chat; href: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  // "Today" as of when the row appeared; a list open past midnight keeps its labels until reopened.
  const [today] = useState(() => format.date(Date.now()));
  const last = chat.last_message;
  const preview = last
    ? isOwnMessage(last)
      ? t('chat.list.own', { text: oneLine(last.content) })
      : oneLine(last.content)
    : t('chat.list.noMessages');
  return (
    <Link className="conversation-row row-3" to={href}>
      <SupportAvatar />
      <span className="conversation-row__body">
        <span className="conversation-row__top">
          <span className="conversation-row__name text-clip">{t('chat.supportName')}</span>
          {last ? (
            <time className="conversation-row__time text-faint-xs" dateTime={last.created_at}>
              {/* Today's time, or an older message's day: short enough to leave room for the name. */}
              {format.date(last.created_at) === today
                ? format.time(last.created_at)
                : format.date(last.created_at)}
            </time>
          ) : null}
        </span>
        <span className="conversation-row__preview text-muted-sm text-clip">{preview}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className="conversation-row__arrow" />
    </Link>
  );
}
