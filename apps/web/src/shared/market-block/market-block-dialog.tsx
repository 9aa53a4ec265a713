/** The Market Block popup ([contract: Screens]); the contract holds its English words. */
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export default function MarketBlockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('home.marketBlock.title')}
      footer={<Button onClick={onClose}>{t('home.marketBlock.ok')}</Button>}
    >
      {`${t('home.marketBlock.body')}\n\n${t('home.marketBlock.thanks')}`}
    </Dialog>
  );
}
