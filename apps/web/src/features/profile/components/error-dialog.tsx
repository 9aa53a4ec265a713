/** The profile's error modal ([contract: Screens] popups): one message, and its reason when known. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AlertDialog } from '../../../shared/ui/alert-dialog';

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
    <AlertDialog
      isOpen={error !== undefined}
      title={t('profile.errorTitle')}
      okLabel={t('profile.ok')}
      onClose={onClose}
    >
      <p>{error?.message}</p>
      {error?.reason && error.reason !== error.message ? (
        <p className="profile-dialog__reason text-muted-sm">{error.reason}</p>
      ) : null}
    </AlertDialog>
  );
}
