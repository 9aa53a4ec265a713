/**
 * One message in the list: title, time and the first five words. Unread messages carry a dot
 * and bold text; read ones are dimmed (the spec's read style). In Edit mode the row is a
 * checkbox; otherwise tapping it opens the message.
 */
import type { InboxMessage } from '@khela/contract';
import { Mail, MailOpen } from 'lucide-react';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { messagePreview } from '../inbox-preview';

function RowContent({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  // The server's own notices (deposit credited, withdrawal paid…) read in the chosen language.
  const translate = useMessageTranslator();
  const format = useFormat();
  const Icon = message.is_read ? MailOpen : Mail;
  return (
    <>
      <span className="icon-badge inbox-row__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="inbox-row__text">
        <span className="inbox-row__top row-2">
          <span className="inbox-row__title text-clip">{translate(message.title)}</span>
          {message.is_read ? null : (
            <span className="inbox-row__unread">
              <span className="visually-hidden">{t('inbox.unread')}</span>
            </span>
          )}
        </span>
        <time className="inbox-row__time text-faint-xs" dateTime={message.created_at}>
          {format.dateTime(message.created_at)}
        </time>
        <span className="inbox-row__preview text-muted-sm text-clip">
          {messagePreview(translate(message.message))}
        </span>
      </span>
    </>
  );
}

export function InboxRow({
  message,
  isEditing,
  isSelected,
  isFresh,
  onOpen,
  onToggle,
}: {
  message: InboxMessage;
  isEditing: boolean;
  isSelected: boolean;
  /** Arrived live a moment ago: briefly highlighted. */
  isFresh: boolean;
  onOpen: () => void;
  onToggle: () => void;
}) {
  const classes = [
    'inbox-row',
    message.is_read ? 'inbox-row--read' : 'inbox-row--unread',
    isFresh ? 'inbox-row--fresh' : '',
    isEditing && isSelected ? 'inbox-row--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="inbox-list__item" data-message-id={message.id}>
      {isEditing ? (
        <label className={classes}>
          <input
            type="checkbox"
            className="inbox-row__checkbox"
            checked={isSelected}
            onChange={onToggle}
          />
          <RowContent message={message} />
        </label>
      ) : (
        <button type="button" className={classes} onClick={onOpen}>
          <RowContent message={message} />
        </button>
      )}
    </li>
  );
}
