/** Asks before deleting the chosen messages: a delete cannot be undone from the app. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFormat } from '../../../shared/format/use-format';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

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
    <Dialog
      isOpen
      role="alertdialog"
      onClose={onClose}
      title={t('inbox.confirmDeleteTitle')}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isDeleting}>
            {t('inbox.cancel')}
          </Button>
          <Button
            variant="primary"
            isBusy={isDeleting}
            busyLabel={t('inbox.deleting')}
            onClick={onConfirm}
          >
            {t('inbox.delete')}
          </Button>
        </>
      }
    >
      {t('inbox.confirmDeleteBody', { total: format.number(count) })}
    </Dialog>
  );
}
