/** The alert a failed game launch raises; the spec's fallback text reads in the chosen language. */
import { gameRunMessages } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export function GameLaunchDialog({
  message,
  onClose,
}: {
  message: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = message === gameRunMessages.failed ? t('gameLaunch.failed') : message;
  return (
    <Dialog
      isOpen={message !== undefined}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('gameLaunch.title')}
      footer={<Button onClick={onClose}>{t('gameLaunch.ok')}</Button>}
    >
      {text}
    </Dialog>
  );
}
