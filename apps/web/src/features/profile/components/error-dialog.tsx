/** The profile's error modal ([contract: Screens] popups): one message, and its reason when known. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export interface ProfileError {
  message: string;
  reason?: string | undefined;
}

export function ErrorDialog({
  error,
  onClose,
}: {
  error: ProfileError | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={error !== undefined}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('profile.errorTitle')}
      footer={<Button onClick={onClose}>{t('profile.ok')}</Button>}
    >
      <p>{error?.message}</p>
      {error?.reason && error.reason !== error.message ? (
        <p className="profile-dialog__reason text-muted-sm">{error.reason}</p>
      ) : null}
    </Dialog>
  );
}
