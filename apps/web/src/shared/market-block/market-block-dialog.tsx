/** The Market Block popup ([contract: Screens]); the contract holds its English words. */
import { useTranslation } from '../i18n/use-translation';
import { AlertDialog } from '../ui/alert-dialog';

export default function MarketBlockDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen
      title={t('home.marketBlock.title')}
      okLabel={t('home.marketBlock.ok')}
      onClose={onClose}
    >
      {`${t('home.marketBlock.body')}\n\n${t('home.marketBlock.thanks')}`}
    </AlertDialog>
  );
}
