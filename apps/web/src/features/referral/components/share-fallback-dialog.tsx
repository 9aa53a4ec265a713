/**
 * [contract: Error texts]: sharing is not supported on this device. The spec's fallback is a prompt holding the link
 * to copy; ours is the app's dialog with the link selected in a read-only field and a copy button.
 */
import { referralMessages } from '@khela/contract';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { useMessageTranslator } from '../../../shared/i18n/server-messages';

export function ShareFallbackDialog({
  isOpen,
  link,
  onCopy,
  copyStatus,
  onClose,
}: {
  isOpen: boolean;
  link: string;
  onCopy: () => void;
  copyStatus: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('referral.shareDialogTitle')}
      closeLabel={t('referral.close')}
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('referral.close')}
          </Button>
          <Button onClick={onCopy}>{t('referral.copyLink')}</Button>
        </>
      }
    >
      <p className="referral-dialog__message">{translate(referralMessages.shareUnsupported)}</p>
      <TextField
        ref={fieldRef}
        label={t('referral.shareFallbackLabel')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="referral-copy-status" role="status" aria-live="polite">
        {copyStatus}
      </p>
    </Dialog>
  );
}
