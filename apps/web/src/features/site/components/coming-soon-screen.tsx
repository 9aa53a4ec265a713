/** The desktop page when the operator chose `coming_soon` for wide screens ([contract: Product], reading B). */
import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LanguageSelect } from '../../../shared/i18n/language-select';
import { SiteLogo, useSiteTitle } from '../../../shared/site/site-logo';
import './site-screens.css';

export function ComingSoonScreen() {
  const { t } = useTranslation();
  const siteTitle = useSiteTitle();
  return (
    <main className="site-screen site-screen--coming-soon">
      <div className="site-screen__corner">
        <LanguageSelect />
      </div>
      <SiteLogo variant="full" />
      <span className="site-screen__badge inline-center" aria-hidden="true">
        <MonitorSmartphone size={40} />
      </span>
      <h1 className="site-screen__title">{t('comingSoon.title')}</h1>
      <p className="site-screen__body">{t('comingSoon.body', { site: siteTitle })}</p>
    </main>
  );
}
