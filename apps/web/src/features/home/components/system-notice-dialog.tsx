/** The operator's system notice (general.system_notice), shown as written. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

export default function SystemNoticeDialog({
  notice,
  onClose,
}: {
  notice: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="sm"
      title={t('home.notice.title')}
      closeLabel={t('home.notice.close')}
      footer={<Button onClick={onClose}>{t('home.notice.ok')}</Button>}
    >
      {notice}
    </Dialog>
  );
}
