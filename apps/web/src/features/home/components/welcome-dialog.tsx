/** The welcome popup after signup; its call to action leads to the games below. */
import { PartyPopper } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSiteTitle } from '../../../shared/site/site-logo';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import './home-popups.css';

export default function WelcomeDialog({
  onClose,
  onBrowseGames,
}: {
  onClose: () => void;
  onBrowseGames: () => void;
}) {
  const { t } = useTranslation();
  const site = useSiteTitle();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="sm"
      title={t('home.welcome.title', { site })}
      closeLabel={t('home.welcome.close')}
      media={
        <div className="welcome-art" aria-hidden="true">
          <PartyPopper size={48} />
        </div>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('home.welcome.later')}
          </Button>
          <Button onClick={onBrowseGames}>{t('home.welcome.browse')}</Button>
        </>
      }
    >
      {t('home.welcome.body', { site })}
    </Dialog>
  );
}
