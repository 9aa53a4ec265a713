/** Asks before deleting the chosen messages: a delete cannot be undone from the app. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

export function DeleteDialog({
  count,
  isDeleting,
  onConfirm,
  onClose,
}: {
  count: number;
  isDeleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ConfirmDialog
      role="alertdialog"
      title={t('inbox.confirmDeleteTitle')}
      cancelLabel={t('inbox.cancel')}
      confirmLabel={t('inbox.delete')}
      busyLabel={t('inbox.deleting')}
      isBusy={isDeleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('inbox.confirmDeleteBody', { total: format.number(count) })}
    </ConfirmDialog>
  );
}
