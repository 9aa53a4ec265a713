/** Shown at / while the site setting site_status is 0 ([contract: Product]). */
import { Wrench } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SiteLogo } from '../../../shared/site/site-logo';
import './site-screens.css';

export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <main className="site-screen">
      <SiteLogo variant="full" />
      <span className="site-screen__badge inline-center" aria-hidden="true">
        <Wrench size={32} />
      </span>
      <h1 className="site-screen__title">{t('maintenance.title')}</h1>
      <p className="site-screen__body">{t('maintenance.body')}</p>
    </main>
  );
}
