/** The whole message in a modal: title, time and body. Opening it marks the message read. */
import type { InboxMessage } from '@khela/contract';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { isMessageGone, useInboxMessage } from '../api/get-inbox-message';

export function MessageDialog({ listed, onClose }: { listed: InboxMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const format = useFormat();
  const query = useInboxMessage(listed);
  const message = query.data ?? listed;
  const isGone = query.isError && isMessageGone(query.error);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={translate(message.title)}
      closeLabel={t('inbox.close')}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t('inbox.close')}
        </Button>
      }
    >
      <time className="inbox-dialog__time text-faint-xs" dateTime={message.created_at}>
        {format.dateTime(message.created_at)}
      </time>
      {isGone ? (
        <p className="inbox-dialog__gone" role="alert">
          {t('inbox.messageGone')}
        </p>
      ) : (
        <p className="inbox-dialog__body">{translate(message.message)}</p>
      )}
    </Dialog>
  );
}
