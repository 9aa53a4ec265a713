/** How to put the site on the Home screen, for browsers that do not offer an install dialog. */
import { EllipsisVertical, Share } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import './install-help-dialog.css';

export default function InstallHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="sm"
      title={t('navigation.install.title', { site })}
      closeLabel={t('navigation.close')}
      footer={<Button onClick={onClose}>{t('navigation.install.done')}</Button>}
    >
      <p>{t('navigation.install.intro', { site })}</p>
      <ol className="install-steps stack-3">
        <li>
          <EllipsisVertical size={18} aria-hidden="true" />
          <span>{t('navigation.install.android')}</span>
        </li>
        <li>
          <Share size={18} aria-hidden="true" />
          <span>{t('navigation.install.iphone')}</span>
        </li>
      </ol>
    </Dialog>
  );
}
